// What other features use of the children's profiles (a feature reaches another only through its index.ts).
export {
  studentRecordsQueryKey,
  studentsQueryOptions,
  useStudents,
  type StudentWithSummary,
} from "./api/get-students";
