// What other features use of interviews (a feature reaches another only through its index.ts).
export { interviewsQueryOptions, useInterviewPages } from "./api/get-interviews";
export { interviewResultLook, interviewStatusLook } from "./components/interviews-list";
export { MeetingLink } from "./components/meeting-link";
