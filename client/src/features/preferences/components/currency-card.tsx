import { Coins } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CURRENCIES, type Currency } from "@shared/constants";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { numberLocale } from "@/lib/i18n";
import { useUpdateCurrency } from "../api/update-preferences";

export function CurrencyCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  // The currencies' names in the reader's language ("US Dollar", "دولار أمريكي").
  const names = new Intl.DisplayNames([numberLocale()], { type: "currency" });
  const [currency, setCurrency] = useState<Currency>(user.preferredCurrency);
  const update = useUpdateCurrency();
  useEffect(() => setCurrency(user.preferredCurrency), [user.preferredCurrency]);
  const unchanged = currency === user.preferredCurrency;
  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Coins className="size-5 text-primary" aria-hidden="true" />
          {t("Currency")}
        </CardTitle>
        <CardDescription>{t("The currency prices are shown in. Payments are made in USD.")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="currency">{t("Preferred currency")}</Label>
        <Select value={currency} onValueChange={(v) => setCurrency(v as Currency)}>
          <SelectTrigger id="currency" className="w-full sm:w-80">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {CURRENCIES.map((c) => (
              <SelectItem key={c} value={c}>
                {c} — {names.of(c)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={() => update.mutate(currency)} disabled={unchanged || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? t("Saving...") : t("Save Currency")}
        </Button>
      </CardFooter>
    </Card>
  );
}
