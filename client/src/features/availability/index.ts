// What other features and the pages use of availability (a feature reaches another only through its index.ts).
export { availabilityQueryOptions, useAvailability } from "./api/get-availability";
export { useSaveAvailability } from "./api/save-availability";
export { AvailabilityEditor } from "./components/availability-editor";
