// The city search of the prayer-time setting: `city-timezones`' ~7,300 cities as a small sorted index, read once. Fixed
// data shipped with the code, the same in every process, so holding it in memory shares no state (decision 050).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { CITY_SEARCH, type CityResult } from "@shared/cities";

/** One record of city-timezones' cityMap.json (only the fields used). */
interface RawCity {
  city: string;
  city_ascii?: string;
  lat: number;
  lng: number;
  pop?: number;
  country: string;
  province?: string;
  timezone?: string | null;
}

interface IndexedCity {
  /** The normalized spellings a search may start with: the name, and its ASCII form when it differs. */
  keys: string[];
  city: CityResult;
}

/** Lower case, accents and punctuation gone, spaces collapsed: "São Paulo" and "sao-paulo" both read "sao paulo". */
export function normalizeCityName(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// ~11 m: far finer than prayer times need, and a shorter answer.
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** The index: largest population first, one entry per name, province and country; cities without a zone left out. */
export function buildCityIndex(raw: RawCity[]): IndexedCity[] {
  const seen = new Set<string>();
  const index: IndexedCity[] = [];
  for (const c of [...raw].sort((a, b) => (b.pop ?? 0) - (a.pop ?? 0))) {
    if (!c.timezone || !Number.isFinite(c.lat) || !Number.isFinite(c.lng)) continue;
    const province = c.province ?? "";
    const id = `${c.city}|${province}|${c.country}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const keys = [...new Set([normalizeCityName(c.city), normalizeCityName(c.city_ascii ?? c.city)])].filter(Boolean);
    index.push({
      keys,
      city: {
        name: c.city,
        country: c.country,
        province,
        latitude: round4(c.lat),
        longitude: round4(c.lng),
        timeZone: c.timezone,
      },
    });
  }
  return index;
}

let loading: Promise<IndexedCity[]> | undefined;

async function loadIndex(): Promise<IndexedCity[]> {
  const file = createRequire(import.meta.url).resolve("city-timezones/data/cityMap.json");
  return buildCityIndex(JSON.parse(await readFile(file, "utf8")) as RawCity[]);
}

/** The index, read once per process; a failed read is retried by the next search rather than remembered. */
function cityIndex(): Promise<IndexedCity[]> {
  loading ??= loadIndex().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** The first cities whose name starts with `query` (case and accents ignored), largest first, at most 10. */
export function matchCities(index: IndexedCity[], query: string, limit: number = CITY_SEARCH.maxResults): CityResult[] {
  const prefix = normalizeCityName(query);
  if (!prefix) return [];
  const found: CityResult[] = [];
  for (const entry of index) {
    if (entry.keys.some((k) => k.startsWith(prefix))) {
      found.push(entry.city);
      if (found.length >= Math.min(limit, CITY_SEARCH.maxResults)) break;
    }
  }
  return found;
}

export async function searchCities(query: string): Promise<CityResult[]> {
  return matchCities(await cityIndex(), query);
}
