// The admins' Payouts tab (issue 34): the money owed and paid, and the weekly batches with the button that sends
// this week's batch now (the platform fee's card sits beside it, on the dashboard).
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PayoutBatches } from "./payout-batches";
import { PayoutSummaryCard } from "./payout-summary-card";
import { RunPayoutsButton } from "./run-payouts-button";

export function AdminPayouts() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <PayoutSummaryCard />
      <Card interactive={false}>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle as="h2" className="text-lg">
              {t("Payout batches")}
            </CardTitle>
            <CardDescription>
              {t("Each Monday at 09:00 UTC the weekly run pays every teacher due a payout, in one PayPal batch.")}
            </CardDescription>
          </div>
          <RunPayoutsButton />
        </CardHeader>
        <CardContent>
          <PayoutBatches />
        </CardContent>
      </Card>
    </div>
  );
}
