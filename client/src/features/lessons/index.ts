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
