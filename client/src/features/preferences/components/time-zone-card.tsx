import { Globe } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { TimeZoneOptions } from "@/features/onboarding";
import { useUpdateTimeZone } from "../api/update-preferences";
import { currentZoneName } from "@shared/time-zone-names";

/** A region of the zone list ("" for UTC at the top), as onboarding's timeZoneGroups builds it. */
export interface ZoneGroup {
  region: string;
  zones: { value: string; label: string }[];
}

interface TimeZoneCardProps {
  user: PublicUser;
  /** Offered while the account has no zone yet: the browser's. */
  suggestedZone: string;
  /** The zone list, `current` included even when the browser's list leaves it out (the page passes onboarding's). */
  zoneGroups: (current: string) => ZoneGroup[];
}

export function TimeZoneCard({ user, suggestedZone, zoneGroups }: TimeZoneCardProps) {
  const { t } = useTranslation();
  // A zone saved under a retired name (Asia/Calcutta) is shown, and compared, under its current one.
  const stored = user.timeZone === null ? null : currentZoneName(user.timeZone);
  const saved = stored ?? suggestedZone;
  const [zone, setZone] = useState(saved);
  const update = useUpdateTimeZone();
  useEffect(() => setZone(saved), [saved]);
  // An account without a zone can save the suggestion as it stands.
  const unchanged = stored !== null && zone === stored;
  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Globe className="size-5 text-primary" aria-hidden="true" />
          {t("Time zone")}
        </CardTitle>
        <CardDescription>
          {t("Lesson times in your notifications and emails are shown in this time zone.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="time-zone">{t("Your time zone")}</Label>
        <NativeSelect id="time-zone" value={zone} onChange={(e) => setZone(e.target.value)} className="sm:max-w-md">
          <TimeZoneOptions current={zone} groups={zoneGroups} />
        </NativeSelect>
        {user.timeZone === null ? (
          <p className="text-sm text-muted-foreground">
            {t("Not saved yet: this is your browser's time zone. Save it to use it.")}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={() => update.mutate(zone)} disabled={unchanged || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? t("Saving...") : t("Save Time Zone")}
        </Button>
      </CardFooter>
    </Card>
  );
}
