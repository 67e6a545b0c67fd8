// The hifz ledger (issue 19): the teacher's entries in a report, the family's record, badges and certificates.
export { HifzEntryList } from "./components/hifz-entry-list";
export { HifzFields } from "./components/hifz-fields";
export type { HifzFieldValues } from "./lib/hifz-entry";
export { BadgeList, ChildBadges } from "./components/badge-list";
export { BadgesOnRequest } from "./components/badges-on-request";
export { HifzRecord } from "./components/hifz-record";
export {
  badgesQueryOptions,
  certificateUrl,
  hifzQueryOptions,
  useBadges,
  useCertificate,
  useHifzLedger,
} from "./api/get-hifz";
export { localRangeLabel, localSurahName } from "./lib/names";
