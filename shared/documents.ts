// Document upload contract (api.md "Documents").
import { z } from "zod";
import { DOCUMENT_TYPES, type DocumentType } from "./constants";

export const documentUploadSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES, { error: "documentType must be id, police_check, cv, qualification or ijazah" }),
});

/** What the file input accepts; the server judges the bytes, not the name. */
export const DOCUMENT_ACCEPT = ".pdf,.doc,.docx,.jpg,.jpeg,.png";

/** The documents every teacher needs before approval: an admin checks each (idVerified, policeCheckVerified). */
export const REQUIRED_DOCUMENT_TYPES = ["id", "police_check"] as const satisfies readonly DocumentType[];
export type RequiredDocumentType = (typeof REQUIRED_DOCUMENT_TYPES)[number];

/**
 * The one name of each document, wherever it is shown or sent: the upload step, the admin's review, the teacher's
 * profile, notifications and emails. "Police clearance" is the landing page's word (spec §1).
 */
export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  id: "Government ID",
  police_check: "Police clearance",
  cv: "CV / résumé",
  qualification: "Qualification certificate",
  ijazah: "Ijazah",
};

/** The same names inside a sentence: "Replacing your verified police clearance…". */
export const DOCUMENT_PHRASES: Record<DocumentType, string> = {
  id: "government ID",
  police_check: "police clearance",
  cv: "CV",
  qualification: "qualification certificate",
  ijazah: "ijazah",
};
