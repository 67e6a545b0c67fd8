// The monthly statement (issue 34): a month of the last twelve and a plain download link, which carries the session
// cookie like any page; the server answers the CSV with every movement of the month and its totals.
import { Download, FileSpreadsheet } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { statementUrl } from "../api/teacher-payouts";
import { statementMonths } from "../lib/statement-months";

export function StatementDownload() {
  const { t } = useTranslation();
  const id = useId();
  // Read once: the list does not change under the teacher's hand at midnight on the 1st.
  const [months] = useState(() => statementMonths());
  const [month, setMonth] = useState(months[0]!.value);
  return (
    <section aria-labelledby="statement-heading" className="space-y-3">
      <h3 id="statement-heading" className="flex items-center gap-2 font-display text-lg font-semibold text-foreground">
        <FileSpreadsheet className="size-5 text-primary" aria-hidden="true" />
        {t("Monthly statement")}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t("Every earning, reversal, adjustment and payout of the month, with its totals, as a spreadsheet (CSV).")}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid gap-1.5 sm:w-56">
          <Label htmlFor={id}>{t("Month")}</Label>
          <NativeSelect id={id} value={month} onChange={(event) => setMonth(event.target.value)}>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button asChild variant="outline" className="w-fit">
          <a href={statementUrl(month)} download={`halaqa-statement-${month}.csv`}>
            <Download aria-hidden="true" />
            {t("Download CSV")}
          </a>
        </Button>
      </div>
    </section>
  );
}
