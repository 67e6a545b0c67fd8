import { addDays, format, set } from "date-fns";
import { AlertCircle, CalendarClock, CalendarPlus, Check, FileText, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { VerificationStatus } from "@shared/constants";
import { DOCUMENT_LABELS } from "@shared/documents";
import type { TeacherListItem } from "@shared/teachers";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorText } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { useScheduleInterview } from "../api/interviews";
import { useReviewTeacher } from "../api/teachers";
import { fullName } from "./list-states";

export const GENERIC_ERROR = "Something went wrong. Please try again.";
export const DEFAULT_INTERVIEW_NOTES = "Initial teacher evaluation interview";

/** The default interview time for <input type="datetime-local">: 7 days ahead at 14:00 local. */
export function defaultInterviewTime(now = new Date()): string {
  const at = set(addDays(now, 7), { hours: 14, minutes: 0, seconds: 0, milliseconds: 0 });
  return format(at, "yyyy-MM-dd'T'HH:mm");
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-foreground">{label}</dt>
      <dd className="whitespace-pre-line break-words text-sm text-muted-foreground">{children || "Not provided"}</dd>
    </div>
  );
}

function ProfileTab({ teacher }: { teacher: TeacherListItem }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label="Bio">{teacher.bio}</Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="Qualifications">{teacher.qualifications}</Field>
      </div>
      <Field label="Experience">
        {teacher.experience} {teacher.experience === 1 ? "year" : "years"}
      </Field>
      <Field label="Hourly rate">{teacher.hourlyRate ? `${formatMoney(teacher.hourlyRate, teacher.currency)} per hour` : ""}</Field>
      <Field label="Phone">{teacher.phoneNumber ?? ""}</Field>
      <Field label="Email">{teacher.email ?? ""}</Field>
      <Field label="Languages">{teacher.languages.join(", ")}</Field>
      <Field label="Time zone">{teacher.timeZone}</Field>
      <div className="sm:col-span-2">
        <Field label="Specializations">{teacher.specializations.join(", ")}</Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="Availability">{teacher.availableHours}</Field>
      </div>
    </dl>
  );
}

function DocumentsTab({ teacher }: { teacher: TeacherListItem }) {
  const documents = teacher.documents ?? [];
  if (documents.length === 0) {
    return <EmptyState icon={FileText} title="No documents uploaded" description="The applicant has not uploaded any documents yet." />;
  }
  return (
    <ul className="grid gap-2" aria-label="Uploaded documents">
      {documents.map((d) => (
        <li key={d.id} className="flex items-center gap-3 rounded-lg border bg-card p-3">
          <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <a
              href={`/api/documents/${d.id}/file`}
              target="_blank"
              rel="noopener"
              className="block truncate font-medium text-primary underline-offset-4 hover:underline"
            >
              {d.fileName}
            </a>
            <p className="text-xs text-muted-foreground">
              {DOCUMENT_LABELS[d.documentType]} · uploaded {formatDate(d.uploadedAt)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

type Checks = { idVerified: boolean; policeCheckVerified: boolean };
const CHECK_LABELS: { key: keyof Checks; label: string }[] = [
  { key: "idVerified", label: "ID verified" },
  { key: "policeCheckVerified", label: "Police check verified" },
];

function VerificationTab({ teacher }: { teacher: TeacherListItem }) {
  const review = useReviewTeacher();
  const idBase = useId();
  const [checks, setChecks] = useState<Checks>({
    idVerified: teacher.idVerified ?? false,
    policeCheckVerified: teacher.policeCheckVerified ?? false,
  });
  // The files this dialog shows: a check is refused if the teacher has replaced one since (server: 409).
  const shown = (type: string) => teacher.documents?.find((d) => d.documentType === type)?.id;
  const idDocumentId = checks.idVerified ? shown("id") : undefined;
  const policeCheckDocumentId = checks.policeCheckVerified ? shown("police_check") : undefined;
  const save = () =>
    review.mutate(
      {
        profileId: teacher.id,
        ...checks,
        ...(idDocumentId !== undefined ? { idDocumentId } : {}),
        ...(policeCheckDocumentId !== undefined ? { policeCheckDocumentId } : {}),
      },
      {
        onSuccess: () => toast({ title: "Verification Saved", description: "The verification checks have been updated." }),
        onError: (error) => toast({ title: "Error", description: errorText(error) || GENERIC_ERROR, variant: "destructive" }),
      },
    );
  const interviewDone = teacher.interviewCompleted ?? false;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm text-muted-foreground">All three checks must be complete before the teacher can be approved.</legend>
        {CHECK_LABELS.map(({ key, label }) => (
          <div key={key} className="flex items-center gap-3">
            <Checkbox
              id={`${idBase}-${key}`}
              checked={checks[key]}
              onCheckedChange={(v) => setChecks((c) => ({ ...c, [key]: v === true }))}
            />
            <Label htmlFor={`${idBase}-${key}`}>{label}</Label>
          </div>
        ))}
        {/* Not a box to tick: the interview counts once it has taken place and was completed with result approved. */}
        <div className="flex items-start gap-3" role="status" aria-label="Interview">
          {interviewDone ? (
            <span className="mt-0.5 grid h-4 w-4 shrink-0 place-items-center rounded-sm bg-primary text-primary-foreground" aria-hidden="true">
              <Check className="h-3 w-3" />
            </span>
          ) : (
            <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden="true" />
          )}
          <div className="grid gap-1">
            <span className="text-sm font-medium leading-none">{interviewDone ? "Interview completed" : "Interview not completed yet"}</span>
            {interviewDone ? null : (
              <span className="text-sm text-muted-foreground">
                Schedule it under Decision. Once it has taken place, mark it completed with the result Passed in the Interviews tab.
              </span>
            )}
          </div>
        </div>
      </fieldset>
      <div>
        <Button onClick={save} disabled={review.isPending}>
          {review.isPending ? <Spinner /> : null}
          {review.isPending ? "Saving..." : "Save Verification"}
        </Button>
      </div>
    </div>
  );
}

function DecisionTab({ teacher, onDecided }: { teacher: TeacherListItem; onDecided: () => void }) {
  const review = useReviewTeacher();
  const feedbackId = useId();
  const [feedback, setFeedback] = useState(teacher.feedback ?? "");
  const [refusal, setRefusal] = useState<string | null>(null);

  const decide = (verificationStatus: Exclude<VerificationStatus, "pending">) => {
    const text = feedback.trim();
    if (verificationStatus === "rejected" && !text) {
      toast({ title: "Feedback Required", description: "Please provide feedback for rejection.", variant: "destructive" });
      return;
    }
    setRefusal(null);
    review.mutate(
      { profileId: teacher.id, verificationStatus, ...(text ? { feedback: text } : {}) },
      {
        onSuccess: () => {
          toast(
            verificationStatus === "approved"
              ? { title: "Teacher Approved", description: `${fullName(teacher)} can now teach on Halaqa.` }
              : { title: "Teacher Rejected", description: `${fullName(teacher)} has been sent your feedback.` },
          );
          onDecided();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.status === 400)) setRefusal(error.userMessage);
          toast({ title: "Error", description: "Failed to update teacher status. Please try again.", variant: "destructive" });
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      {refusal ? (
        <div role="alert" className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive-soft/50 p-3 text-sm">
          <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <p className="text-foreground">{refusal}</p>
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={feedbackId}>Feedback for the teacher</Label>
        <Textarea
          id={feedbackId}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          rows={4}
          placeholder="Required when rejecting: what should the teacher improve?"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => decide("approved")} disabled={review.isPending}>
          {review.isPending && review.variables?.verificationStatus === "approved" ? <Spinner /> : <Check aria-hidden="true" />}
          Approve
        </Button>
        <Button variant="destructive" onClick={() => decide("rejected")} disabled={review.isPending}>
          {review.isPending && review.variables?.verificationStatus === "rejected" ? <Spinner /> : <X aria-hidden="true" />}
          Reject
        </Button>
      </div>
    </div>
  );
}

function ScheduleInterview({ teacher }: { teacher: TeacherListItem }) {
  const schedule = useScheduleInterview();
  const whenId = useId();
  const notesId = useId();
  const [when, setWhen] = useState(() => defaultInterviewTime());
  const [notes, setNotes] = useState(DEFAULT_INTERVIEW_NOTES);
  const submit = () => {
    const at = new Date(when);
    if (!when || Number.isNaN(at.getTime())) {
      toast({ title: "Error", description: "Please choose a date and time.", variant: "destructive" });
      return;
    }
    schedule.mutate(
      { teacherId: teacher.userId, scheduledAt: at.toISOString(), ...(notes.trim() ? { notes: notes.trim() } : {}) },
      {
        onSuccess: () => toast({ title: "Interview Scheduled", description: `The interview with ${fullName(teacher)} has been scheduled.` }),
        onError: () => toast({ title: "Error", description: "Failed to schedule interview. Please try again.", variant: "destructive" }),
      },
    );
  };
  return (
    <section aria-labelledby={`${whenId}-heading`} className="grid gap-3 border-t pt-4">
      <h3 id={`${whenId}-heading`} className="font-semibold text-foreground">
        Schedule Interview
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={whenId}>Date and time</Label>
          <Input id={whenId} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={notesId}>Notes</Label>
          <Input id={notesId} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
      </div>
      <div>
        <Button variant="outline" onClick={submit} disabled={schedule.isPending}>
          {schedule.isPending ? <Spinner /> : <CalendarPlus aria-hidden="true" />}
          Schedule Interview
        </Button>
      </div>
    </section>
  );
}

interface ReviewDialogProps {
  teacher: TeacherListItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The application review modal: Profile, Documents, Verification, Decision (spec §2). */
export function ReviewDialog({ teacher, open, onOpenChange }: ReviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="min-w-0 sm:max-w-2xl">
        {teacher ? (
          <>
            <DialogHeader>
              <DialogTitle>Review {fullName(teacher)}</DialogTitle>
              <DialogDescription>
                {teacher.verificationStatus === "approved" ? "Approved teacher" : "Teacher application"} · applied{" "}
                {formatDate(teacher.createdAt)}
              </DialogDescription>
            </DialogHeader>
            {/* Keyed by teacher so each opening starts from that teacher's values. */}
            <Tabs key={teacher.id} defaultValue="profile" className="min-w-0 gap-4">
              <TabsList aria-label="Review sections" className="grid w-full grid-cols-2 sm:grid-cols-4 h-auto">
                <TabsTrigger value="profile">Profile</TabsTrigger>
                <TabsTrigger value="documents">Documents</TabsTrigger>
                <TabsTrigger value="verification">Verification</TabsTrigger>
                <TabsTrigger value="decision">Decision</TabsTrigger>
              </TabsList>
              <TabsContent value="profile">
                <ProfileTab teacher={teacher} />
              </TabsContent>
              <TabsContent value="documents">
                <DocumentsTab teacher={teacher} />
              </TabsContent>
              <TabsContent value="verification">
                <VerificationTab teacher={teacher} />
              </TabsContent>
              <TabsContent value="decision" className="grid gap-4">
                <DecisionTab teacher={teacher} onDecided={() => onOpenChange(false)} />
                <ScheduleInterview teacher={teacher} />
              </TabsContent>
            </Tabs>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
