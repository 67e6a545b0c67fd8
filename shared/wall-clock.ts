// Wall-clock times of a time zone and the instants they name, one implementation for the server's slots and the
// client's picker. shared/ imports no date library (architecture rule 4), so the zone rules come from Intl.

const DAY = 86_400_000;

// Building a formatter costs far more than using one; a zone's formatter is kept (bounded: zones are few).
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatter(timeZone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      });
    } catch {
      f = null; // Not a time zone: every answer is an Invalid Date.
    }
    if (formatters.size >= 1000) formatters.clear();
    formatters.set(timeZone, f);
  }
  return f;
}

function fields(at: number, timeZone: string): Record<string, string> | null {
  const f = formatter(timeZone);
  if (!f) return null;
  const out: Record<string, string> = {};
  for (const { type, value } of f.formatToParts(at)) out[type] = value;
  return out;
}

/** The zone's offset at an instant, in milliseconds ahead of UTC; NaN for an unknown zone. */
function offsetAt(at: number, timeZone: string): number {
  const p = fields(at, timeZone);
  if (!p) return NaN;
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant of the wall-clock `time` ("14:00") on `date` ("2026-03-30") in `timeZone`. A time that happens twice
 * (clocks going back) is its first occurrence; one that never happens (clocks going forward) moves forward by the gap.
 * An Invalid Date for an unknown zone.
 */
export function instantIn(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Tried with the offset of the day before, then of the day after: the two differ only when the zone changes its
  // clocks that day. The earlier offset is the larger one when clocks go back, so the first occurrence wins; when
  // neither fits, the time is in the gap and the earlier offset moves it forward.
  const before = offsetAt(wall - DAY, timeZone);
  if (offsetAt(wall - before, timeZone) === before) return new Date(wall - before);
  const after = offsetAt(wall + DAY, timeZone);
  if (offsetAt(wall - after, timeZone) === after) return new Date(wall - after);
  return new Date(wall - before);
}

/** The calendar date ("2026-03-30") and wall-clock time ("14:00") of an instant in `timeZone`. */
export function wallClockIn(instant: Date | string, timeZone: string): { date: string; time: string } {
  const p = fields(new Date(instant).getTime(), timeZone);
  if (!p) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
