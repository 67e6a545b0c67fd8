// What other features use of teachers (a feature reaches another only through its index.ts).
export { useOwnDocuments } from "./api/get-documents";
export { teachersQueryKey } from "./api/browse-teachers";
export { publicProfileQueryKey } from "./api/get-public-profile";
export { teacherProfileQueryOptions, useTeacherProfile } from "./api/get-teacher-profile";
export { useSaveTeacherProfile } from "./api/save-teacher-profile";
export { documentFileUrl, useUploadDocument } from "./api/upload-document";
export { initials, TeacherRating } from "./components/teacher-card";
export { VerificationBadges } from "./components/verification-badges";
export { RequiredDocuments } from "./components/required-documents";
export { IjazahDetails } from "./components/ijazah-details";
