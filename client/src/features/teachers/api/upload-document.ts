import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentInfo } from "@shared/teachers";
import { apiUpload } from "@/lib/api-client";
import { ownDocumentsQueryOptions } from "./get-documents";
import { teacherProfileQueryOptions } from "./get-teacher-profile";

export interface UploadInput {
  file: File;
  documentType: DocumentInfo["documentType"];
  onProgress?: (percent: number) => void;
}

/** POST /api/documents/upload (multipart: document, documentType). A new upload replaces the same type. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, documentType, onProgress }: UploadInput) => {
      const form = new FormData();
      form.append("documentType", documentType);
      form.append("document", file);
      return apiUpload<DocumentInfo>("/api/documents/upload", form, onProgress);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teacherProfileQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ownDocumentsQueryOptions.queryKey }),
      ]),
  });
}

/** Where the owner (or an admin) downloads a document. */
export const documentFileUrl = (id: number) => `/api/documents/${id}/file`;
