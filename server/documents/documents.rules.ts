// Which uploads are accepted: judged by the bytes, and the name must agree with them.
import { IJAZAH_UNVERIFIED } from "../teachers/teachers.rules";
import type { VerificationStatus } from "@shared/constants";

export interface DetectedType {
  ext: string;
  mime: string;
}

/** Allowed detected types (file-type's names) and the file-name extensions each may carry. */
const ALLOWED: Record<string, { mime: string; extensions: string[] }> = {
  pdf: { mime: "application/pdf", extensions: ["pdf"] },
  jpg: { mime: "image/jpeg", extensions: ["jpg", "jpeg"] },
  png: { mime: "image/png", extensions: ["png"] },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extensions: ["docx"] },
  // Legacy Word files are OLE compound files.
  cfb: { mime: "application/msword", extensions: ["doc"] },
  doc: { mime: "application/msword", extensions: ["doc"] },
};

export type UploadVerdict = { ok: true; mime: string } | { ok: false; message: string };

export function judgeUpload(fileName: string, detected: DetectedType | undefined): UploadVerdict {
  const refuse = { ok: false, message: "File type not allowed: upload a PDF, DOC, DOCX, JPEG or PNG file" } as const;
  if (!detected) return refuse;
  const allowed = ALLOWED[detected.ext];
  if (!allowed) return refuse;
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (!ext || !allowed.extensions.includes(ext)) {
    return { ok: false, message: `The file's content (${detected.ext.toUpperCase()}) does not match its name` };
  }
  return { ok: true, mime: allowed.mime };
}

/** A display name safe for a Content-Disposition header and the UI. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "document";
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  if (!cleaned) return "document";
  // Shorten long names but keep the extension.
  const ext = cleaned.match(/\.[A-Za-z0-9]{1,8}$/)?.[0] ?? "";
  return cleaned.length <= 200 ? cleaned : cleaned.slice(0, 200 - ext.length) + ext;
}

/** The profile fields a replaced document can change. */
export interface TrustState {
  verificationStatus: VerificationStatus;
  idVerified: boolean;
  policeCheckVerified: boolean;
  ijazahVerified?: boolean;
}

type TrustChanges = Partial<TrustState> & { ijazahNote?: null; ijazahVerifiedAt?: null };

/**
 * api.md "Trust after verification": replacing a document an admin verified clears that check, and an approved
 * teacher goes back to review, so no profile shows a check that was made on another file. null: nothing changes.
 */
export function trustAfterReplacement(profile: TrustState, documentType: string): TrustChanges | null {
  // The ijazah is optional: a new scan only takes its verification back (issue 36), the profile stays listed.
  if (documentType === "ijazah") return profile.ijazahVerified ? { ...IJAZAH_UNVERIFIED } : null;
  const flag = documentType === "id" ? "idVerified" : documentType === "police_check" ? "policeCheckVerified" : null;
  if (!flag || !profile[flag]) return null;
  return {
    [flag]: false,
    ...(profile.verificationStatus === "approved" ? { verificationStatus: "pending" as const } : {}),
  };
}
