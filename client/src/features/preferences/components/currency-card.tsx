import { Coins } from "lucide-react";
import { useEffect, useState } from "react";
import { CURRENCIES, type Currency } from "@shared/constants";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useUpdateCurrency } from "../api/update-preferences";

const names = new Intl.DisplayNames(["en"], { type: "currency" });

export function CurrencyCard({ user }: { user: PublicUser }) {
  const [currency, setCurrency] = useState<Currency>(user.preferredCurrency);
  const update = useUpdateCurrency();
  useEffect(() => setCurrency(user.preferredCurrency), [user.preferredCurrency]);
  const unchanged = currency === user.preferredCurrency;
  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Coins className="size-5 text-primary" aria-hidden="true" />
          Currency
        </CardTitle>
        <CardDescription>The currency prices are shown in. Payments are made in USD.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="currency">Preferred currency</Label>
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
          {update.isPending ? "Saving..." : "Save Currency"}
        </Button>
      </CardFooter>
    </Card>
  );
}
