// What other features use of teachers (a feature reaches another only through its index.ts).
export { useOwnDocuments } from "./api/get-documents";
export { useTeacherProfile } from "./api/get-teacher-profile";
export { useSaveTeacherProfile } from "./api/save-teacher-profile";
export { documentFileUrl, useUploadDocument } from "./api/upload-document";
export { VerificationBadges } from "./components/verification-badges";
