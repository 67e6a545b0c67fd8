// What other features and the pages use of prayer times (issue 17): the calculation, the slot mark, the family's
// setting and the calls behind the Preferences card (a feature reaches another only through its index.ts).
export {
  PRAYERS,
  PRAYER_LABELS,
  dateIn,
  prayerAt,
  prayerTimesOn,
  type Prayer,
  type PrayerTime,
} from "./lib/prayer-times";
export { usePrayerSettings } from "./lib/use-prayer-settings";
export { PrayerMark, formatPrayerTime, prayerMarkSentence } from "./components/prayer-mark";
export { useCitySearch } from "./api/search-cities";
export { useSavePrayerSettings } from "./api/save-prayer-settings";
