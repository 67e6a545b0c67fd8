import { useTranslation } from "react-i18next";
import { PLATFORM_FEE } from "@shared/constants";
import { fromCents, toCents } from "@shared/money";
import { formatMoney } from "@/lib/format";
import { Price } from "@/features/currency";

/** Step 3's sums (spec §2): the class fee, the platform fee and their total; a free trial (issue 36) costs nothing. */
export function PaymentSummary({ amount, trial = false }: { amount: string; trial?: boolean }) {
  const { t } = useTranslation();
  if (trial && toCents(amount) === 0) {
    return (
      <section aria-label={t("Payment summary")} className="rounded-xl border bg-card px-4 py-3 text-sm">
        <p className="flex justify-between gap-4">
          <span className="text-muted-foreground">{t("Trial lesson")}</span>
          <span className="font-semibold text-foreground">{t("Free")}</span>
        </p>
      </section>
    );
  }
  // Cents, so that adding the fee never meets binary fractions.
  const total = fromCents(toCents(amount) + toCents(PLATFORM_FEE));
  return (
    <section aria-labelledby="payment-summary-heading" className="rounded-xl border bg-card">
      <h3 id="payment-summary-heading" className="border-b px-4 py-3 text-sm font-semibold text-foreground">
        {t("Payment summary")}
      </h3>
      <dl className="grid gap-2 px-4 py-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{trial ? t("Trial lesson") : t("Class Fee")}</dt>
          <dd className="tabular-nums text-foreground">
            <Price amount={amount} />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("Platform Fee")}</dt>
          <dd className="tabular-nums text-foreground">{formatMoney(PLATFORM_FEE)}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t pt-3 text-base">
          <dt className="font-semibold text-foreground">{t("Total")}</dt>
          <dd className="font-semibold tabular-nums text-foreground">
            <Price amount={total} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
