// What other features use of bookings (a feature reaches another only through its index.ts; docs/architecture.md).
export { bookingsQueryOptions } from "./api/get-bookings";
// Issue 33: a weekly plan picks its times from the same slots, shown as bookings show them.
export { useSlots } from "./api/get-slots";
export { formatShortDateIn, formatTimeIn } from "./lib/slot-times";
export { useBooking } from "./api/get-booking";
