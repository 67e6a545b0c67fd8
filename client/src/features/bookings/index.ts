// What other features use of bookings (a feature reaches another only through its index.ts; docs/architecture.md).
export { bookingsQueryOptions } from "./api/get-bookings";
