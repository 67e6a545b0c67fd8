// Document upload contract (api.md "Documents").
import { z } from "zod";
import { DOCUMENT_TYPES } from "./constants";

export const documentUploadSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: "documentType must be id, police_check, cv or qualification" }),
});

/** What the file input accepts; the server judges the bytes, not the name. */
export const DOCUMENT_ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png";

export const DOCUMENT_LABELS = {
  id: "Government ID",
  police_check: "Police clearance",
  cv: "CV / résumé",
  qualification: "Qualification certificate",
} as const;
