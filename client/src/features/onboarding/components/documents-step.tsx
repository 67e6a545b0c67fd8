import { CircleExclamationPoint, FileCheck2, FileText, Lock, RefreshCw, ShieldCheck, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DOCUMENT_TYPES, LIMITS, type DocumentType } from "@shared/constants";
import { DOCUMENT_ACCEPT, DOCUMENT_LABELS, DOCUMENT_PHRASES, REQUIRED_DOCUMENT_TYPES } from "@shared/documents";
import type { DocumentInfo, TeacherProfile } from "@shared/teachers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { documentFileUrl } from "@/features/teachers";
import { Sentence } from "@/lib/bdi";
import { formatDate } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import type { UploadState } from "../lib/use-document-uploads";

// Widened so that any document type can be asked about (`includes`).
const REQUIRED_DOCUMENTS: readonly DocumentType[] = REQUIRED_DOCUMENT_TYPES;

/** The documents an admin checks one by one (api.md "Trust after verification"): replacing one clears its check. */
export type VerifiedDocuments = Partial<Record<DocumentType, boolean>>;

/** The checks of the teacher's own profile, by the document each was made on. */
export const verifiedDocuments = (profile: TeacherProfile | null | undefined): VerifiedDocuments => ({
  id: profile?.idVerified ?? false,
  police_check: profile?.policeCheckVerified ?? false,
  ijazah: profile?.ijazahVerified ?? false,
});

/** Said before a checked document is replaced; an approved teacher stops being bookable until the new check. */
export function replaceVerifiedWarning(type: DocumentType, approved: boolean): string {
  // The ijazah is optional (issue 36): a new scan takes back its verification only, the profile stays as it is.
  if (type === "ijazah")
    return i18n.t(
      "Replacing your verified ijazah takes back its verification: families stop seeing it until our team has checked the new scan.",
    );
  const what = i18n.t(DOCUMENT_PHRASES[type]);
  return approved
    ? i18n.t(
        "Replacing your verified {{what}} sends your profile back to review: families cannot book new lessons with you until our team has checked the new file.",
        { what },
      )
    : i18n.t(
        "Replacing your verified {{what}} clears its check: our team will check the new file before your profile can be approved.",
        { what },
      );
}

const HINTS: Record<DocumentType, string> = {
  id: "Passport, national ID card or driving licence.",
  police_check: "A criminal record or police clearance certificate from the last 12 months.",
  cv: "Your teaching history and education.",
  qualification: "A degree or teaching certificate.",
  ijazah: "A scan of your ijazah, with its chain (sanad) if it is written on it.",
};

/** The newest document of each type: this session's uploads first, then those saved with the profile. */
export function currentDocuments(
  saved: readonly DocumentInfo[] | undefined,
  uploaded: Partial<Record<DocumentType, DocumentInfo>>,
): Partial<Record<DocumentType, DocumentInfo>> {
  const result: Partial<Record<DocumentType, DocumentInfo>> = {};
  for (const doc of saved ?? []) {
    const known = result[doc.documentType];
    if (!known || known.uploadedAt < doc.uploadedAt) result[doc.documentType] = doc;
  }
  return { ...result, ...uploaded };
}

interface DocumentsStepProps {
  documents: Partial<Record<DocumentType, DocumentInfo>>;
  states: Partial<Record<DocumentType, UploadState>>;
  onChoose: (type: DocumentType, file: File) => void;
  /** Which documents an admin has verified (idVerified, policeCheckVerified of the teacher's own profile). */
  verified?: VerifiedDocuments;
  /** The profile is approved: replacing a verified document returns it to review. */
  approved?: boolean;
}

export function DocumentsStep({ documents, states, onChoose, verified = {}, approved = false }: DocumentsStepProps) {
  const { t } = useTranslation();
  const missingRequired = REQUIRED_DOCUMENTS.filter((type) => !documents[type]);
  const [firstMissing, secondMissing] = missingRequired.map((type) => t(DOCUMENT_PHRASES[type]));
  return (
    <div className="grid grid-cols-1 gap-5">
      <div className="flex gap-3 rounded-xl border border-info/25 bg-info-soft/60 p-4 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium text-foreground">
            {t("Your government ID and police clearance are required before we can verify you.")}
          </p>
          <p className="text-muted-foreground">
            <Lock className="me-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
            {t(
              "Files are private: only you and Halaqa admins can see them. PDF, DOC, DOCX, JPG or PNG, up to {{mb}} MB each. A new upload replaces the previous file.",
              { mb: LIMITS.uploadMaxBytes / (1024 * 1024) },
            )}
          </p>
        </div>
      </div>

      <ul className="grid grid-cols-1 gap-3" aria-label={t("Documents")}>
        {DOCUMENT_TYPES.map((type) => (
          <DocumentRow
            key={type}
            type={type}
            document={documents[type]}
            state={states[type] ?? { status: "idle" }}
            onChoose={(file) => onChoose(type, file)}
            warning={documents[type] && verified[type] ? replaceVerifiedWarning(type, approved) : null}
          />
        ))}
      </ul>

      {firstMissing ? (
        <p className="text-sm text-muted-foreground">
          {secondMissing
            ? t(
                "You can submit now and add your {{first}} and your {{second}} later from this page, but your review starts once both required documents are here.",
                { first: firstMissing, second: secondMissing },
              )
            : t(
                "You can submit now and add your {{what}} later from this page, but your review starts once both required documents are here.",
                { what: firstMissing },
              )}
        </p>
      ) : null}
    </div>
  );
}

interface DocumentRowProps {
  type: DocumentType;
  document: DocumentInfo | undefined;
  state: UploadState;
  onChoose: (file: File) => void;
  /** Set for a verified document: Replace asks first, saying what replacing it does. */
  warning: string | null;
}

function DocumentRow({ type, document, state, onChoose, warning }: DocumentRowProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const label = t(DOCUMENT_LABELS[type]);
  const required = REQUIRED_DOCUMENTS.includes(type);
  const uploading = state.status === "uploading";
  const headingId = `document-${type}`;
  const Icon = document ? FileCheck2 : FileText;

  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        "rounded-xl border bg-card p-4 shadow-soft transition-colors",
        state.status === "failed" && "border-destructive/40",
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <span
          className={cn(
            "hidden size-10 shrink-0 items-center justify-center rounded-full sm:flex",
            document ? "bg-success-soft text-success" : "bg-primary-soft text-primary",
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={headingId} className="text-sm font-semibold text-foreground">
              {label}
            </h3>
            {document && warning ? (
              <Badge variant="success">{t("Verified")}</Badge>
            ) : document ? (
              <Badge variant="success">{t("Uploaded")}</Badge>
            ) : required ? (
              <Badge variant="warning">{t("Required")}</Badge>
            ) : (
              <Badge variant="outline">{t("Optional")}</Badge>
            )}
          </div>
          {document ? (
            <p className="mt-1 text-sm text-muted-foreground">
              <a
                href={documentFileUrl(document.id)}
                className="break-all font-medium text-primary underline-offset-4 hover:underline"
              >
                {document.fileName}
              </a>
              <span aria-hidden="true"> · </span>
              <span>{t("Uploaded {{date}}", { date: formatDate(document.uploadedAt) })}</span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">{t(HINTS[type])}</p>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start"
          onClick={() => (warning ? setConfirming(true) : inputRef.current?.click())}
          disabled={uploading}
          aria-label={
            document ? t("Replace {{document}}", { document: label }) : t("Upload {{document}}", { document: label })
          }
        >
          {uploading ? <Spinner /> : document ? <RefreshCw aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {document ? t("Replace") : t("Upload")}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={DOCUMENT_ACCEPT}
          className="hidden"
          aria-label={t("Choose a file for {{document}}", { document: label })}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so choosing the same file again (after a failure) still fires a change.
            e.target.value = "";
            if (file) onChoose(file);
          }}
        />
      </div>
      {warning ? (
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t("Replace your verified {{what}}?", { what: t(DOCUMENT_PHRASES[type]) })}</DialogTitle>
              <DialogDescription>{warning}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                {t("Keep Current File")}
              </Button>
              <Button
                variant="destructive"
                onClick={() => {
                  setConfirming(false);
                  // Still inside the click, so the browser lets the file picker open.
                  inputRef.current?.click();
                }}
              >
                {t("Replace Anyway")}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}

      {state.status === "uploading" ? (
        <div className="mt-3 sm:ps-[3.25rem]">
          <div className="flex justify-between gap-3 text-xs text-muted-foreground">
            <span className="min-w-0 truncate">
              <Sentence i18nKey="Uploading {{file}}…" values={{ file: state.fileName }} />
            </span>
            <span className="tabular-nums">{state.progress}%</span>
          </div>
          <Progress
            value={state.progress}
            className="mt-1.5"
            aria-label={t("Uploading {{document}}", { document: label })}
          />
        </div>
      ) : null}
      {state.status === "failed" ? (
        <p role="alert" className="mt-3 flex items-start gap-1.5 sm:ps-[3.25rem] text-sm font-medium text-destructive">
          <CircleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {state.fileName}: {state.message}
          </span>
        </p>
      ) : null}
    </li>
  );
}
