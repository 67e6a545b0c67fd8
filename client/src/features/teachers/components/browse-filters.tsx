import { Search, X } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LEVELS, SUBJECTS, type Level, type Subject } from "@shared/constants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { SEARCH_MAX_LENGTH } from "../lib/use-browse-filters";
import { LEVEL_LABELS } from "@shared/constants";

interface BrowseFiltersProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Enter: search now instead of after the debounce. */
  onSearchSubmit: () => void;
  subject: Subject | "";
  onSubjectChange: (subject: Subject | "") => void;
  level: Level | "";
  onLevelChange: (level: Level | "") => void;
  /** A changed search is loading while the previous results stay on screen. */
  searching?: boolean;
}

/** Search box, subject and level: one column on phones, one row from tablets up. */
export function BrowseFilters({
  searchText,
  onSearchTextChange,
  onSearchSubmit,
  subject,
  onSubjectChange,
  level,
  onLevelChange,
  searching = false,
}: BrowseFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      aria-label={t("Find a teacher")}
      // On a phone the filters sit on the page itself, without a card's inset: the search's full placeholder fits.
      className="grid gap-4 rounded-xl sm:grid-cols-2 sm:border sm:bg-card sm:p-5 sm:shadow-soft lg:grid-cols-[minmax(0,1fr)_16rem_12rem]"
      onSubmit={(e) => {
        e.preventDefault();
        onSearchSubmit();
      }}
    >
      <div className="space-y-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>{t("Search teachers")}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={searchRef}
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t("Search by specialization or qualifications...")}
            value={searchText}
            onChange={(e) => onSearchTextChange(e.target.value)}
            className={cn(
              "ps-9 max-sm:placeholder:text-sm [&::-webkit-search-cancel-button]:appearance-none",
              // Room at the end only for what is shown there: the spinner and the clear button.
              searching && searchText ? "pe-[4.5rem]" : searchText || searching ? "pe-10" : "pe-3",
            )}
          />
          <span className="absolute end-1 top-1/2 flex -translate-y-1/2 items-center">
            {searching ? (
              <span className="flex size-8 items-center justify-center text-muted-foreground">
                <Spinner label={t("Searching...")} />
              </span>
            ) : null}
            {searchText ? (
              <button
                type="button"
                className="flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => {
                  onSearchTextChange("");
                  searchRef.current?.focus();
                }}
              >
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">{t("Clear search")}</span>
              </button>
            ) : null}
          </span>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-subject`}>{t("Subject")}</Label>
        <NativeSelect
          id={`${id}-subject`}
          value={subject}
          onChange={(e) => onSubjectChange(e.target.value as Subject | "")}
        >
          <option value="">{t("All subjects")}</option>
          {SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(s)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-level`}>{t("Level")}</Label>
        <NativeSelect id={`${id}-level`} value={level} onChange={(e) => onLevelChange(e.target.value as Level | "")}>
          <option value="">{t("All levels")}</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(LEVEL_LABELS[l])}
            </option>
          ))}
        </NativeSelect>
      </div>
    </form>
  );
}
