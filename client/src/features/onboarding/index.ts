// What other features use of onboarding (a feature reaches another only through its index.ts).
export { TimeZoneOptions } from "./components/time-zone-options";
export { browserTimeZone } from "./lib/profile-form";
