// What other features and the pages use of the teacher's hours (a feature reaches another only through its index.ts).
export { teacherHoursQueryOptions, useTeacherHours } from "./api/get-teacher-hours";
export { useSaveTeacherHours } from "./api/save-teacher-hours";
export { TeacherHoursEditor } from "./components/teacher-hours-editor";
export { LeaveHoursDialog } from "./components/leave-hours-dialog";
