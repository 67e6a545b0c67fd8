// The hifz ledger (issue 19): the teacher's entries in a report, the family's record, badges and certificates.
export { HifzEntryList } from "./components/hifz-entry-list";
export { HifzFields, type HifzFieldValues } from "./components/hifz-fields";
export { BadgeList, ChildBadges, HifzRecord } from "./components/hifz-record";
export {
  badgesQueryOptions,
  certificateUrl,
  hifzQueryOptions,
  useBadges,
  useCertificate,
  useHifzLedger,
} from "./api/get-hifz";
