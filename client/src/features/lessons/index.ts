// What other features use of lessons (a feature reaches another only through its index.ts).
export { canJoin, JoinLessonButton } from "./components/join-lesson-button";
export { reportQueryOptions, useReport } from "./api/report";
export { AttendanceBadge, AwaitingReportBadge } from "./components/lesson-badges";
export type { LessonView } from "./components/lesson-detail-body";
export {
  LessonDetailDialog,
  preloadLessonDetails,
  type LessonDetailDialogProps,
} from "./components/lesson-detail-dialog";
export { LessonActions, LessonBadges, type OpenLesson } from "./components/lesson-row";
export { canCompleteLesson, reportAction } from "./lib/lesson-state";
// Issue 36: after a trial, the family's next step; the placement in words.
export { AfterTrialCard, AfterTrialCards, ReportAfterTrial } from "./components/after-trial-card";
export { placementLine, placementText } from "./lib/placement-text";
