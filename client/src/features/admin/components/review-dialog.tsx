import type { TeacherListItem } from "@shared/teachers";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDate } from "@/lib/format";
import { fullName } from "./list-states";
import { ReviewDecision } from "./review-dialog-decision";
import { ReviewDocuments } from "./review-dialog-documents";
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
                <ReviewProfile teacher={teacher} />
              </TabsContent>
              <TabsContent value="documents">
                <ReviewDocuments teacher={teacher} />
              </TabsContent>
              <TabsContent value="verification">
                <ReviewVerification teacher={teacher} />
              </TabsContent>
              <TabsContent value="decision" className="grid gap-4">
                <ReviewDecision teacher={teacher} onDecided={() => onOpenChange(false)} />
                <ReviewScheduleInterview teacher={teacher} />
              </TabsContent>
            </Tabs>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
