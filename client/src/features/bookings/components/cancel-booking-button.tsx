import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingItem, CancelOutcome } from "@shared/bookings";
import { SCHEDULING } from "@shared/constants";
import { REFUND_CHANGED, refundOnCancel, type RefundPolicy } from "@shared/scheduling";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { ApiError, errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { formatMoney } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useCancelBooking } from "../api/update-booking";
import { useRenderAfter } from "../lib/use-countdown";

const HOUR = 3_600_000;

/** The rule itself, stated beside its outcome so nobody confirms without knowing it (in the reader's language). */
export const policyRule = () =>
  i18n.t(
    "The same rule for every lesson: cancelled by the family {{hours}} hours or more before the start, it is refunded in full; later, it is not refunded. A lesson the teacher cancels is always refunded in full.",
    { hours: SCHEDULING.fullRefundHours },
  );

/** Why this lesson is refunded in full whenever the family cancels (issue 31): said instead of the usual rule. */
const protectedRule = () =>
  i18n.t(
    "This lesson is refunded in full whenever you cancel it: its teacher moved it and you have not accepted the new time, or its teacher's safeguarding check is being verified again.",
  );

/** Who cancels from this client: a parent their child's lesson, a teacher a lesson of their class. */
export type Canceller = "parent" | "teacher";

type Cancellable = Pick<BookingItem, "id" | "classTitle" | "studentName" | "paymentStatus" | "amount" | "scheduledAt"> &
  Partial<Pick<BookingItem, "onHold" | "movedAtShortNotice" | "planId">>;

/**
 * What cancelling now does to the money, in the words shown before the click: the shared policy (refundOnCancel), so
 * the dialog says what the server will do.
 */
export function cancelPolicy(
  by: Canceller,
  b: Omit<Cancellable, "id" | "classTitle" | "studentName">,
  now: Date,
  /** The server's word when it refused our promise (REFUND_CHANGED): its clock decides. */
  serverSays?: RefundPolicy,
): { refund: RefundPolicy; text: string } {
  const refund =
    serverSays ?? refundOnCancel(by, b.paymentStatus, b.scheduledAt, now, Boolean(b.onHold || b.movedAtShortNotice));
  const money = formatMoney(b.amount);
  if (b.paymentStatus === "refunded") return { refund, text: i18n.t("The payment was already refunded.") };
  if (b.paymentStatus !== "paid") {
    return {
      refund,
      text:
        by === "teacher"
          ? i18n.t("The family has not paid for this lesson, so there is nothing to refund.")
          : i18n.t("Nothing was paid for this lesson, so there is nothing to refund."),
    };
  }
  // A weekly plan's lesson was paid with its four weeks: the server credits it to the plan (decision 092).
  if (b.planId && refund === "full")
    return {
      refund,
      text:
        by === "teacher"
          ? i18n.t("The family's {{money}} for it becomes a credit on their weekly plan.", { money })
          : i18n.t(
              "The {{money}} paid for it becomes a credit on your weekly plan: taken off the next renewal, or refunded when the plan ends.",
              { money },
            ),
    };
  if (by === "teacher") return { refund, text: i18n.t("The family is refunded {{money}} in full.", { money }) };
  return refund === "full"
    ? { refund, text: i18n.t("You will be refunded {{money}} in full.", { money }) }
    : {
        refund,
        text: i18n.t("It starts in less than {{hours}} hours, so the payment of {{money}} is not refunded.", {
          hours: SCHEDULING.fullRefundHours,
          money,
        }),
      };
}

/** The toast's account of what happened, from the server's answer (its `refund` and the payment's new status). */
export function cancelledText(
  by: Canceller,
  outcome: Pick<CancelOutcome, "refund" | "paymentStatus" | "amount"> & Partial<Pick<CancelOutcome, "planId">>,
  paidBefore: boolean,
): string {
  const money = formatMoney(outcome.amount);
  if (outcome.planId && outcome.refund === "full" && paidBefore && outcome.paymentStatus === "paid")
    return i18n.t("{{money}} credited to the weekly plan.", { money });
  if (outcome.paymentStatus === "refunded")
    return by === "teacher"
      ? i18n.t("Refunded {{money}} to the family.", { money })
      : i18n.t("Refunded {{money}}.", { money });
  if (outcome.refund === "full" && paidBefore) return i18n.t("The refund of {{money}} is on its way.", { money });
  return paidBefore ? i18n.t("No refund.") : i18n.t("Nothing was paid.");
}

/**
 * Cancelling frees the slot for others, so it asks first, and says before the click what happens to the payment:
 * a parent 12 hours or more ahead is refunded in full, later not at all; a teacher's cancellation always refunds.
 */
export function CancelBookingButton({
  booking,
  when,
  by = "parent",
}: {
  booking: Cancellable;
  when: string;
  by?: Canceller;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancelBooking = useCancelBooking();
  const names = { classTitle: booking.classTitle, studentName: booking.studentName };
  // The words change at the refund boundary even with the dialog open.
  useRenderAfter(Date.parse(booking.scheduledAt) - SCHEDULING.fullRefundHours * HOUR);
  const [serverSays, setServerSays] = useState<RefundPolicy | undefined>();
  const policy = cancelPolicy(by, booking, new Date(), serverSays);
  const protectedLesson = by === "parent" && Boolean(booking.onHold || booking.movedAtShortNotice);
  const paid = booking.paymentStatus === "paid";
  // Awaited rather than told through mutate's callbacks: the lists reload before the mutation settles, and a cancelled
  // lesson leaves the upcoming rows, unmounting this button, whose callbacks would then never run (no toast).
  const cancel = async () => {
    try {
      const outcome = await cancelBooking.mutateAsync({ id: booking.id, expectedRefund: policy.refund });
      setOpen(false);
      toast({
        title: t("Booking Cancelled"),
        description: (
          <Sentence
            i18nKey="{{classTitle}} for {{studentName}} was cancelled. {{outcome}}"
            values={{ ...names, outcome: cancelledText(by, outcome, paid) }}
          />
        ),
      });
    } catch (error) {
      const message = errorText(error);
      // The refund changed under the dialog (the server's clock passed the 12-hour mark): show the server's terms,
      // and the next click confirms those. Compared in the server's words, not the reader's.
      const said = error instanceof ApiError ? error.userMessage : message;
      const changed = (Object.keys(REFUND_CHANGED) as RefundPolicy[]).find((r) => REFUND_CHANGED[r] === said);
      if (changed) setServerSays(changed);
      toast({ title: t("Cancellation failed"), description: message, variant: "destructive" });
    }
  };
  const Icon = !paid ? Info : policy.refund === "full" ? CircleCheck : CircleAlert;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          {t("Cancel")} <span className="sr-only">{t("the booking of {{classTitle}} for {{studentName}}", names)}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Cancel this booking?")}</DialogTitle>
        </DialogHeader>
        {/* Outside the header, which leaves room for the close button: the outcome takes the dialog's width. All of it
            is the dialog's description, so a screen reader hears the refund as the dialog opens. */}
        <DialogDescription asChild>
          <div className="grid gap-2 text-sm">
            <p>
              <Sentence
                i18nKey="{{classTitle}} for {{studentName}}, {{when}}. The time becomes free for other families."
                values={{ ...names, when }}
              />
            </p>
            <p
              data-refund={policy.refund}
              className={cn(
                "flex gap-2 rounded-lg border p-3 font-medium",
                !paid
                  ? "border-input bg-muted/40 text-foreground"
                  : policy.refund === "full"
                    ? "border-success/30 bg-success-soft text-foreground"
                    : "border-destructive/30 bg-destructive-soft text-foreground",
              )}
            >
              <Icon
                className={cn(
                  "mt-0.5 size-4 shrink-0",
                  !paid ? "text-muted-foreground" : policy.refund === "full" ? "text-success" : "text-destructive",
                )}
                aria-hidden="true"
              />
              <span>{policy.text}</span>
            </p>
            {paid ? <p>{protectedLesson ? protectedRule() : policyRule()}</p> : null}
          </div>
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t("Keep Booking")}
          </Button>
          <Button variant="destructive" onClick={cancel} disabled={cancelBooking.isPending}>
            {cancelBooking.isPending ? t("Cancelling...") : t("Cancel Booking")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
