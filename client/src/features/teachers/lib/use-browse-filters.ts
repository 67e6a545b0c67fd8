import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { LANGUAGES, LEVELS, SUBJECTS, type Language, type Level, type Subject } from "@shared/constants";
import { GENDERS, RIWAYAT, type Gender, type Riwayah } from "@shared/matching";
import { browseFilterParams, EMPTY_BROWSE_FILTERS, type BrowseFilters } from "../api/browse-teachers";

/** Typing waits this long after the last key before it searches, so each keystroke does not fire a request. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The server's limit for `q`. */
export const SEARCH_MAX_LENGTH = 100;

const isSubject = (v: string | null): v is Subject => SUBJECTS.includes(v as Subject);
const isLevel = (v: string | null): v is Level => LEVELS.includes(v as Level);
const isGender = (v: string | null): v is Gender => GENDERS.includes(v as Gender);
const isRiwayah = (v: string | null): v is Riwayah => RIWAYAT.includes(v as Riwayah);
const isLanguage = (v: string | null): v is Language => LANGUAGES.includes(v as Language);

/**
 * Filters from the page's query string (?q=&subject=&level=&gender=&riwayah=&language=&ijazah=true); unknown values
 * are ignored rather than sent.
 */
export function parseBrowseFilters(params: URLSearchParams): BrowseFilters {
  const subject = params.get("subject");
  const level = params.get("level");
  const gender = params.get("gender");
  const riwayah = params.get("riwayah");
  const language = params.get("language");
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    subject: isSubject(subject) ? subject : "",
    level: isLevel(level) ? level : "",
    gender: isGender(gender) ? gender : "",
    riwayah: isRiwayah(riwayah) ? riwayah : "",
    language: isLanguage(language) ? language : "",
    ijazah: params.get("ijazah") === "true",
  };
}

/** The filters a select or a checkbox sets (the search box has its own text and debounce). */
export type BrowseChoice = Partial<Omit<BrowseFilters, "q">>;

/**
 * The browse filters live in the URL, so a shared link or the back button keeps them. The search box has its
 * own text, written to the URL (trimmed) after the debounce or at once on Enter; the URL is replaced, not
 * pushed, so Back leaves the page instead of stepping through every search.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseBrowseFilters(params), [params]);
  const [searchText, setSearchText] = useState(filters.q);
  // The last search this hook wrote: a different `q` in the URL came from outside (a link, Back) and wins.
  const written = useRef(filters.q);
  // Whether the page is on screen. A link to a lazily loaded page (a class) leaves this one mounted but hidden while
  // that code loads, its effects (the search's debounce timer) still running: a write then would replace the new
  // page's address with this one's and take the family back to the list. Layout effects are cleaned up when React
  // hides a tree, so this turns false on leaving, hidden or unmounted.
  const shown = useRef(false);
  // A search whose debounce ran out while the page was hidden: written when the page shows again (Back).
  const pending = useRef<string | null>(null);

  const update = useCallback(
    (change: Partial<BrowseFilters>) => {
      if (!shown.current) return;
      setParams((current) => browseFilterParams({ ...parseBrowseFilters(current), ...change }), { replace: true });
    },
    [setParams],
  );

  useEffect(() => {
    if (filters.q === written.current) return;
    written.current = filters.q;
    setSearchText(filters.q);
  }, [filters.q]);

  const commitSearch = useCallback(
    (text: string) => {
      const q = text.trim().slice(0, SEARCH_MAX_LENGTH);
      if (q === written.current) return;
      if (!shown.current) {
        pending.current = text;
        return;
      }
      written.current = q;
      update({ q });
    },
    [update],
  );

  useLayoutEffect(() => {
    shown.current = true;
    const text = pending.current;
    pending.current = null;
    if (text !== null) commitSearch(text);
    return () => {
      shown.current = false;
    };
  }, [commitSearch]);

  useEffect(() => {
    const timer = setTimeout(() => commitSearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, commitSearch]);

  const clear = useCallback(() => {
    written.current = "";
    setSearchText("");
    update(EMPTY_BROWSE_FILTERS);
  }, [update]);

  return {
    filters,
    searchText,
    setSearchText,
    /** Search now (Enter), without waiting for the debounce. */
    submitSearch: () => commitSearch(searchText),
    setSubject: (subject: Subject | "") => update({ subject }),
    setLevel: (level: Level | "") => update({ level }),
    /** A filter of issue 36 (gender, riwayah, language, ijazah); a new one starts the list from its first page. */
    choose: (change: BrowseChoice) => update(change),
    clear,
    hasFilters: Boolean(
      filters.q ||
        filters.subject ||
        filters.level ||
        filters.gender ||
        filters.riwayah ||
        filters.language ||
        filters.ijazah ||
        searchText.trim(),
    ),
  };
}
