import { MoonStar } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  MADHABS,
  PRAYER_METHOD_LABELS,
  PRAYER_METHODS,
  prayerSettingsSchema,
  type Madhab,
  type PrayerCity,
  type PrayerMethod,
} from "@shared/prayer-times";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useSavePrayerSettings } from "@/features/prayer-times";
import { CitySearch } from "./city-search";
import { TodayPreview } from "./today-preview";

const DEFAULT_METHOD: PrayerMethod = "MuslimWorldLeague";
const MADHAB_LABELS: Record<Madhab, string> = { shafi: "Standard (Shafi'i, Maliki, Hanbali)", hanafi: "Hanafi" };

const sameCity = (a: PrayerCity | null, b: PrayerCity | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.name === b.name &&
    a.country === b.country &&
    a.latitude === b.latitude &&
    a.longitude === b.longitude &&
    a.timeZone === b.timeZone);

interface PrayerTimesCardProps {
  user: PublicUser;
  /** The moment "today" is read from (tests fix it). */
  now?: Date;
}

/** The family's prayer-time marks (issue 17): on or off, their city, the calculation method and the Asr madhab. */
export function PrayerTimesCard({ user, now }: PrayerTimesCardProps) {
  const { t } = useTranslation();
  const saved = user.prayerTimes;
  const [enabled, setEnabled] = useState(saved !== null);
  const [city, setCity] = useState<PrayerCity | null>(saved?.city ?? null);
  const [method, setMethod] = useState<PrayerMethod>(saved?.method ?? DEFAULT_METHOD);
  const [madhab, setMadhab] = useState<Madhab>(saved?.madhab ?? "shafi");
  const [error, setError] = useState<string | null>(null);
  const save = useSavePrayerSettings();
  const cityInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setEnabled(saved !== null);
    setCity(saved?.city ?? null);
    setMethod(saved?.method ?? DEFAULT_METHOD);
    setMadhab(saved?.madhab ?? "shafi");
    setError(null);
  }, [saved]);

  const unchanged =
    enabled === (saved !== null) &&
    (!enabled || (saved !== null && sameCity(city, saved.city) && method === saved.method && madhab === saved.madhab));

  const onSave = () => {
    if (!enabled) {
      save.mutate(null);
      return;
    }
    if (!city) {
      setError("Please choose a city");
      cityInput.current?.focus();
      return;
    }
    // The request's own contract (shared), checked before sending.
    const parsed = prayerSettingsSchema.safeParse({ city, method, madhab });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please choose a city");
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <MoonStar className="size-5 text-primary" aria-hidden="true" />
          {t("Prayer times")}
        </CardTitle>
        <CardDescription>
          {t(
            "When you choose a lesson time, times that fall at a prayer time in your city are marked. You can still book them.",
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-center justify-between gap-4">
          <div>
            <Label htmlFor="prayer-times-on">{t("Mark prayer times when booking")}</Label>
            <p id="prayer-times-on-hint" className="text-xs text-muted-foreground">
              {t("Calculated on your device for the city you choose.")}
            </p>
          </div>
          <Switch
            id="prayer-times-on"
            aria-describedby="prayer-times-on-hint"
            checked={enabled}
            onCheckedChange={setEnabled}
          />
        </div>
        {enabled ? (
          <>
            <CitySearch
              inputRef={cityInput}
              city={city}
              error={error}
              onPick={(picked) => {
                setCity(picked);
                setError(null);
              }}
            />
            <div className="space-y-2">
              <Label htmlFor="prayer-method">{t("Calculation method")}</Label>
              <NativeSelect
                id="prayer-method"
                value={method}
                onChange={(e) => setMethod(e.target.value as PrayerMethod)}
                className="sm:max-w-md"
              >
                {PRAYER_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {t(PRAYER_METHOD_LABELS[m])}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-2">
              <p id="prayer-madhab-label" className="text-sm font-medium leading-none text-foreground">
                {t("Asr time")}
              </p>
              <RadioGroup
                aria-labelledby="prayer-madhab-label"
                value={madhab}
                onValueChange={(v) => setMadhab(v as Madhab)}
              >
                {MADHABS.map((m) => (
                  <div key={m} className="flex items-center gap-2">
                    <RadioGroupItem id={`prayer-madhab-${m}`} value={m} />
                    <Label htmlFor={`prayer-madhab-${m}`} className="font-normal">
                      {t(MADHAB_LABELS[m])}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            </div>
            {city ? <TodayPreview settings={{ city, method, madhab }} now={now} /> : null}
          </>
        ) : null}
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={onSave} disabled={unchanged || save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? t("Saving...") : t("Save Prayer Times")}
        </Button>
      </CardFooter>
    </Card>
  );
}
