import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { CityResult } from "@shared/cities";
import type { PrayerCity } from "@shared/prayer-times";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCitySearch } from "@/features/prayer-times";
import { zoneLabel } from "@/lib/format";
import { cn } from "@/lib/utils";

// The city search waits for a pause in typing rather than asking on every key.
const SEARCH_DEBOUNCE_MS = 250;

const cityLabel = (city: { name: string; country: string; province?: string }) =>
  [city.name, city.province, city.country].filter(Boolean).join(", ");

interface CitySearchProps {
  inputRef: RefObject<HTMLInputElement | null>;
  city: PrayerCity | null;
  error: string | null;
  onPick: (city: PrayerCity) => void;
}

/** A combobox: type 2 letters or more, pick one of the cities the server finds (arrows and Enter, or a click). */
export function CitySearch({ inputRef, city, error, onPick }: CitySearchProps) {
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
