// What other features and pages use of a child's progress (a feature reaches another only through its index.ts).
export { progressQueryOptions, useStudentProgress } from "./api/get-progress";
export { ProgressTab } from "./components/progress-tab";
export { ReportDialog } from "./components/report-dialog";
