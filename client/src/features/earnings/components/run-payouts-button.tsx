// "Run payouts now" (issue 34): asks first, then sends this week's batch; the server's answer says whether a batch
// was made, or why not (already sent this week, or nobody is due), and the lists are read again either way.
import { Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PAYOUT_MINIMUM_CENTS } from "@shared/payouts";
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
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { translateServerMessage } from "@/lib/i18n";
import { useRunPayouts } from "../api/admin-payouts";

/** The run's answer in the reader's language: the server sends one of three messages, each a literal here. */
function useRunMessage() {
  const { t } = useTranslation();
  const known: Record<string, string> = {
    "Payouts sent to PayPal.": t("Payouts sent to PayPal."),
    "This week's payouts were already sent.": t("This week's payouts were already sent."),
    "No teacher is due a payout now.": t("No teacher is due a payout now."),
  };
  return (message: string) => known[message] ?? translateServerMessage(message);
}

export function RunPayoutsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const run = useRunPayouts();
  const messageOf = useRunMessage();
  const send = async () => {
    try {
      const answer = await run.mutateAsync();
      setOpen(false);
      toast({ title: messageOf(answer.message), description: answer.batch?.senderBatchId });
    } catch (error) {
      setOpen(false);
      toast({ title: t("Payouts could not be run"), description: errorText(error), variant: "destructive" });
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !run.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button disabled={run.isPending}>
          {run.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {t("Run payouts now")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Send this week's payouts now?")}</DialogTitle>
          <DialogDescription>
            {t(
              "Every teacher with at least {{amount}} available, whose PayPal address is not on hold, is paid by PayPal. A week has one batch: if this week's was already sent, nothing is sent twice.",
              { amount: formatMoney(PAYOUT_MINIMUM_CENTS / 100) },
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={run.isPending}>
            {t("Cancel")}
          </Button>
          <Button onClick={send} disabled={run.isPending}>
            {run.isPending ? <Spinner /> : null}
            {run.isPending ? t("Sending...") : t("Send payouts")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
