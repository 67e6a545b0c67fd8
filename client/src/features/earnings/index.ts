// What other features and pages use of earnings (a feature reaches another only through its index.ts).
export { TeacherEarnings } from "./components/teacher-earnings";
export { PlatformFeeCard } from "./components/platform-fee-card";
export { AdminPayouts } from "./components/admin-payouts";
