import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TeacherListItem } from "@shared/teachers";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Sentence } from "@/lib/bdi";
import { formatDate } from "@/lib/format";
import { fullName } from "./list-states";
import { ReviewDecision } from "./review-dialog-decision";
import { ReviewDocuments } from "./review-dialog-documents";
import { ReviewGender } from "./review-dialog-gender";
import { ReviewIjazah } from "./review-dialog-ijazah";
import { ReviewScheduleInterview } from "./review-dialog-interview";
import { ReviewProfile } from "./review-dialog-profile";
import { ReviewVerification } from "./review-dialog-verification";

// The other admin screens import the fallback error text from here.
export { GENERIC_ERROR } from "./generic-error";

interface ReviewDialogProps {
  teacher: TeacherListItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the panels share: the dialog's close, and how many times the checks were saved (a refusal then is stale). */
interface PanelContext {
  close: () => void;
  checksSaved: number;
  onChecksSaved: () => void;
}

const PANELS: {
  value: string;
  className?: string;
  render: (teacher: TeacherListItem, ctx: PanelContext) => ReactNode;
}[] = [
  {
    value: "profile",
    className: "grid content-start gap-4",
    render: (t) => (
      <>
        <ReviewGender teacher={t} />
        <ReviewProfile teacher={t} />
      </>
    ),
  },
  { value: "documents", render: (t) => <ReviewDocuments teacher={t} /> },
  {
    value: "verification",
    className: "grid content-start gap-4",
    render: (t, ctx) => (
      <>
        <ReviewVerification teacher={t} onSaved={ctx.onChecksSaved} />
        <ReviewIjazah teacher={t} />
      </>
    ),
  },
  {
    value: "decision",
    className: "grid content-start gap-4",
    render: (t, ctx) => (
      <>
        <ReviewDecision teacher={t} onDecided={ctx.close} checksSaved={ctx.checksSaved} />
        <ReviewScheduleInterview teacher={t} />
      </>
    ),
  },
];

function ReviewTabs({ teacher, close }: { teacher: TeacherListItem; close: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState("profile");
  const [checksSaved, setChecksSaved] = useState(0);
  const ctx: PanelContext = { close, checksSaved, onChecksSaved: () => setChecksSaved((n) => n + 1) };
  return (
    <Tabs value={tab} onValueChange={setTab} className="min-w-0 gap-4">
      <TabsList aria-label={t("Review sections")} className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
        <TabsTrigger value="profile">{t("Profile")}</TabsTrigger>
        <TabsTrigger value="documents">{t("Documents")}</TabsTrigger>
        <TabsTrigger value="verification">{t("Verification")}</TabsTrigger>
        <TabsTrigger value="decision">{t("Decision")}</TabsTrigger>
      </TabsList>
      {/* Every panel is drawn in the same cell, the others invisible: the dialog keeps the height of the tallest
          instead of jumping as the admin moves between tabs. */}
      <div className="grid">
        {PANELS.map(({ value, className, render }) => (
          <TabsContent
            key={value}
            value={value}
            forceMount
            // Out of reach too, not only out of sight: no tab stop and nothing read from a panel not chosen.
            inert={value !== tab}
            aria-hidden={value !== tab || undefined}
            className={`[grid-area:1/1] data-[state=inactive]:invisible ${className ?? ""}`}
          >
            {render(teacher, ctx)}
          </TabsContent>
        ))}
      </div>
    </Tabs>
  );
}

/** The application review modal: Profile, Documents, Verification, Decision (spec §2). */
export function ReviewDialog({ teacher, open, onOpenChange }: ReviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="min-w-0 sm:max-w-2xl">
        {teacher ? (
          <>
            <DialogHeader>
              <DialogTitle>
                <Sentence i18nKey="Review {{name}}" values={{ name: fullName(teacher) }} />
              </DialogTitle>
              <DialogDescription>
                {teacher.verificationStatus === "approved"
                  ? t("Approved teacher · applied {{date}}", { date: formatDate(teacher.createdAt) })
                  : t("Teacher application · applied {{date}}", { date: formatDate(teacher.createdAt) })}
              </DialogDescription>
            </DialogHeader>
            {/* Keyed by teacher so each opening starts from that teacher's values. */}
            <ReviewTabs key={teacher.id} teacher={teacher} close={() => onOpenChange(false)} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
