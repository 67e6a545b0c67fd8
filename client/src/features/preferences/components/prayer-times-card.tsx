import { MoonStar } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { CityResult } from "@shared/cities";
import {
  MADHABS,
  PRAYER_METHOD_LABELS,
  PRAYER_METHODS,
  prayerSettingsSchema,
  type Madhab,
  type PrayerCity,
  type PrayerMethod,
  type PrayerSettings,
} from "@shared/prayer-times";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import {
  PRAYER_LABELS,
  dateIn,
  formatPrayerTime,
  prayerTimesOn,
  useCitySearch,
  useSavePrayerSettings,
  type PrayerTime,
} from "@/features/prayer-times";
import { zoneLabel } from "@/lib/format";
import { cn } from "@/lib/utils";

const DEFAULT_METHOD: PrayerMethod = "MuslimWorldLeague";
const MADHAB_LABELS: Record<Madhab, string> = { shafi: "Standard (Shafi'i, Maliki, Hanbali)", hanafi: "Hanafi" };
// The city search waits for a pause in typing rather than asking on every key.
const SEARCH_DEBOUNCE_MS = 250;

const cityLabel = (city: { name: string; country: string; province?: string }) =>
  [city.name, city.province, city.country].filter(Boolean).join(", ");

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

interface CitySearchProps {
  inputRef: RefObject<HTMLInputElement | null>;
  city: PrayerCity | null;
  error: string | null;
  onPick: (city: PrayerCity) => void;
}

/** A combobox: type 2 letters or more, pick one of the cities the server finds (arrows and Enter, or a click). */
function CitySearch({ inputRef, city, error, onPick }: CitySearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-cities`;
  const [text, setText] = useState("");
  const [debounced, setDebounced] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useCitySearch(debounced);
  const typed = text.trim().length >= 2;
  // Only the answer for what is typed now (a short pause behind it), never the list of an older text.
  const options: CityResult[] = typed && debounced.trim().length >= 2 ? (search.data ?? []) : [];
  const expanded = open && options.length > 0;

  const pick = (c: CityResult) => {
    onPick({ name: c.name, country: c.country, latitude: c.latitude, longitude: c.longitude, timeZone: c.timeZone });
    setText("");
    setDebounced("");
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === "Enter" && expanded && active >= 0) {
      e.preventDefault();
      pick(options[active]);
    } else if (e.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  };

  let status: string | null = null;
  if (typed && search.isError) status = t("Could not search for cities. Please try again.");
  else if (typed && (search.isFetching || debounced !== text)) status = t("Searching...");
  else if (typed && options.length === 0) status = t("No city found. Try another spelling.");
  else if (expanded)
    status = options.length === 1 ? t("1 city found") : t("{{count}} cities found", { count: options.length });

  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-input`}>{t("City")}</Label>
      <p id={`${id}-chosen`} className={cn("text-sm", city ? "text-foreground" : "text-muted-foreground")}>
        {city ? (
          <>
            <span className="font-medium">{cityLabel(city)}</span>{" "}
            <span className="text-muted-foreground">{zoneLabel(city.timeZone)}</span>
          </>
        ) : (
          t("No city chosen yet.")
        )}
      </p>
      <div className="relative sm:max-w-md">
        <Input
          ref={inputRef}
          id={`${id}-input`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-chosen ${id}-status${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          maxLength={60}
          placeholder={city ? t("Search for another city") : t("Type at least 2 letters")}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t("Cities")}
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-input bg-card py-1 shadow-soft"
        >
          {options.map((c, i) => (
            <li
              key={`${c.name}|${c.province}|${c.country}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Keeps the focus in the input, so the click is not lost to its blur.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(c)}
              onMouseEnter={() => setActive(i)}
              className={cn("cursor-pointer px-3 py-2 text-sm", i === active && "bg-primary-soft")}
            >
              <span className="font-medium">{c.name}</span>
              <span className="text-muted-foreground">, {[c.province, c.country].filter(Boolean).join(", ")}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-status`} role="status" className={cn("text-xs text-muted-foreground", !status && "sr-only")}>
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Today's five prayers in the chosen city, in its own zone: what the marks will be computed from. */
function TodayPreview({ settings, now }: { settings: PrayerSettings; now?: Date }) {
  const { t } = useTranslation();
  const { city } = settings;
  let times: PrayerTime[] = [];
  try {
    times = prayerTimesOn(dateIn(now ?? new Date(), city.timeZone), settings);
  } catch {
    // A zone this browser cannot read: no preview rather than a broken card.
  }
  if (times.length === 0) return null;
  return (
    <section aria-labelledby="prayer-preview-title" className="rounded-lg border border-input bg-muted/30 p-4">
      <h3 id="prayer-preview-title" className="text-sm font-medium">
        <Trans
          i18nKey="Today in {{city}} <zone>{{zone}}</zone>"
          values={{ city: city.name, zone: zoneLabel(city.timeZone) }}
          components={{ zone: <span className="font-normal text-muted-foreground" /> }}
        />
      </h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center sm:grid-cols-5">
        {times.map(({ prayer, at }) => (
          <div key={prayer}>
            <dt className="text-xs text-muted-foreground">{t(PRAYER_LABELS[prayer])}</dt>
            <dd className="text-sm font-semibold tabular-nums">{formatPrayerTime(at, city.timeZone)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
