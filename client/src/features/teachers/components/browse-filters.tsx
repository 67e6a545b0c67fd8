import { Search, X } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, LEVELS, SUBJECTS, type Language, type Level, type Subject } from "@shared/constants";
import { GENDER_LABELS, GENDERS, RIWAYAH_LABELS, RIWAYAT, type Gender, type Riwayah } from "@shared/matching";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { BrowseFilters as Filters } from "../api/browse-teachers";
import { SEARCH_MAX_LENGTH, type BrowseChoice } from "../lib/use-browse-filters";
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
  /** Issue 36: the teacher's gender, the riwayah and the language taught, a verified ijazah. */
  matching: Pick<Filters, "gender" | "riwayah" | "language" | "ijazah">;
  onChoose: (change: BrowseChoice) => void;
  /** A changed search is loading while the previous results stay on screen. */
  searching?: boolean;
}

/**
 * Search box, subject and level, then what families match a teacher on: one column on phones, two from tablets up,
 * and on a wide screen the search, subject and level on one row above the four matching filters.
 */
export function BrowseFilters({
  searchText,
  onSearchTextChange,
  onSearchSubmit,
  subject,
  onSubjectChange,
  level,
  onLevelChange,
  matching,
  onChoose,
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
      className="grid gap-4 rounded-xl sm:grid-cols-2 sm:border sm:bg-card sm:p-5 sm:shadow-soft lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSearchSubmit();
      }}
    >
      <div className="space-y-2 sm:col-span-2">
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
      <MatchingFilters id={id} matching={matching} onChoose={onChoose} />
    </form>
  );
}

/** The filters of issue 36, each sent to the server as soon as it is chosen. */
function MatchingFilters({
  id,
  matching,
  onChoose,
}: {
  id: string;
  matching: BrowseFiltersProps["matching"];
  onChoose: BrowseFiltersProps["onChoose"];
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${id}-gender`}>{t("Teacher")}</Label>
        <NativeSelect
          id={`${id}-gender`}
          value={matching.gender}
          onChange={(e) => onChoose({ gender: e.target.value as Gender | "" })}
        >
          <option value="">{t("Any teacher")}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(GENDER_LABELS[g])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-riwayah`}>{t("Riwayah")}</Label>
        <NativeSelect
          id={`${id}-riwayah`}
          value={matching.riwayah}
          onChange={(e) => onChoose({ riwayah: e.target.value as Riwayah | "" })}
        >
          <option value="">{t("Any riwayah")}</option>
          {RIWAYAT.map((r) => (
            <option key={r} value={r}>
              {t(RIWAYAH_LABELS[r])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-language`}>{t("Language of instruction")}</Label>
        <NativeSelect
          id={`${id}-language`}
          value={matching.language}
          onChange={(e) => onChoose({ language: e.target.value as Language | "" })}
        >
          <option value="">{t("Any language")}</option>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(l)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {/* Level with the selects' boxes from tablets up (the space of a label above it). */}
      <div className="flex items-center gap-3 sm:h-10 sm:self-end">
        <Checkbox
          id={`${id}-ijazah`}
          checked={matching.ijazah}
          onCheckedChange={(v) => onChoose({ ijazah: v === true })}
        />
        <Label htmlFor={`${id}-ijazah`} className="cursor-pointer">
          {t("Verified ijazah only")}
        </Label>
      </div>
    </>
  );
}
