// Every table of product-spec §3 (one module per domain in schema/), for the server and drizzle-kit. Invariants that
// must survive races live in the tables: unique indexes, foreign keys, checks, and migrations/ for the rest.
export {
  attendanceEnum,
  bookingStatusEnum,
  documentTypeEnum,
  interviewResultEnum,
  interviewStatusEnum,
  levelEnum,
  notificationTypeEnum,
  paymentStatusEnum,
  roleEnum,
  verificationStatusEnum,
} from "./schema/columns";
export * from "./schema/users";
export * from "./schema/teachers";
export * from "./schema/students";
export * from "./schema/classes";
export * from "./schema/plans";
export * from "./schema/bookings";
export * from "./schema/hifz";
export * from "./schema/currency";
export * from "./schema/interviews";
export * from "./schema/notifications";
export * from "./schema/simulator";
export * from "./schema/ledger";
export * from "./schema/payouts";
export * from "./schema/messages";
export * from "./schema/relations";
