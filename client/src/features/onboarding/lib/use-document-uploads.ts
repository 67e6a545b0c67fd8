// Uploads of the wizard's step 4, held by the wizard itself so an upload started on step 4 finishes (with its
// toast) even if the teacher goes back a step while it runs.
import { useCallback, useState } from "react";
import { LIMITS, type DocumentType } from "@shared/constants";
import { DOCUMENT_ACCEPT, DOCUMENT_LABELS } from "@shared/documents";
import type { DocumentInfo } from "@shared/teachers";
import { toast } from "@/components/ui/toaster";
import { useUploadDocument } from "@/features/teachers";
import { errorText } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; fileName: string; progress: number }
  | { status: "failed"; fileName: string; message: string };

const ACCEPTED = DOCUMENT_ACCEPT.split(",");
const MAX_MB = LIMITS.uploadMaxBytes / (1024 * 1024);

/** Why a file cannot be sent, checked before uploading; the server checks the bytes again. */
export function fileProblem(file: File): string | null {
  const dot = file.name.lastIndexOf(".");
  const extension = dot === -1 ? "" : file.name.slice(dot).toLowerCase();
  if (!ACCEPTED.includes(extension)) return i18n.t("Choose a PDF, Word document (DOC, DOCX), JPG or PNG file.");
  if (file.size > LIMITS.uploadMaxBytes) return i18n.t("File is too large: the limit is {{mb}} MB", { mb: MAX_MB });
  if (file.size === 0) return i18n.t("The file is empty.");
  return null;
}

export function useDocumentUploads() {
  const upload = useUploadDocument();
  const { mutateAsync } = upload;
  const [states, setStates] = useState<Partial<Record<DocumentType, UploadState>>>({});
  const [uploaded, setUploaded] = useState<Partial<Record<DocumentType, DocumentInfo>>>({});

  const setState = useCallback(
    (type: DocumentType, state: UploadState) => setStates((all) => ({ ...all, [type]: state })),
    [],
  );

  const fail = useCallback(
    (type: DocumentType, fileName: string, message: string) => {
      setState(type, { status: "failed", fileName, message });
      toast({
        variant: "destructive",
        title: i18n.t("Upload Failed"),
        description: i18n.t("Failed to upload document. Please try again."),
      });
    },
    [setState],
  );

  const start = useCallback(
    async (type: DocumentType, file: File) => {
      const problem = fileProblem(file);
      if (problem) return fail(type, file.name, problem);
      setState(type, { status: "uploading", fileName: file.name, progress: 0 });
      try {
        const doc = await mutateAsync({
          file,
          documentType: type,
          onProgress: (progress) => setState(type, { status: "uploading", fileName: file.name, progress }),
        });
        setUploaded((all) => ({ ...all, [type]: doc }));
        setState(type, { status: "idle" });
        toast({ title: i18n.t("Document Uploaded"), description: `${i18n.t(DOCUMENT_LABELS[type])}: ${doc.fileName}` });
      } catch (error) {
        fail(type, file.name, errorText(error));
      }
    },
    [fail, mutateAsync, setState],
  );

  const busy = Object.values(states).some((s) => s?.status === "uploading");
  return { states, uploaded, start, busy };
}
