// Where each message of the availability schema belongs in the week view.
import { availabilitySchema, WEEKDAY_NAMES } from "@shared/availability";

export interface WeeklyIssues {
  /** Messages about a whole day (its windows overlap), by day 0–6. */
  days: ReadonlyMap<number, string[]>;
  /** A message about one window, by its place in `weekly`. */
  windows: ReadonlyMap<number, string>;
}

export interface Issues {
  weekly: WeeklyIssues;
  exceptions: Map<number, string[]>;
  /** Messages that belong to no day, window or exception (e.g. the list is too long). */
  general: string[];
}

const push = <K,>(map: Map<K, string[]>, key: K, message: string) => {
  const list = map.get(key) ?? [];
  if (!list.includes(message)) map.set(key, [...list, message]);
};

/**
 * The schema's messages for the values as they stand, placed where they belong. Read live from the same schema the
 * resolver uses, so a message goes as soon as it is fixed: the resolver alone would leave a day's overlap on the list
 * until the next submit, and a window's message on its end after its start was changed.
 */
export function issuesOf(values: unknown): Issues {
  const days = new Map<number, string[]>();
  const windows = new Map<number, string>();
  const exceptions = new Map<number, string[]>();
  const general: string[] = [];
  const result = availabilitySchema.safeParse(values);
  for (const issue of result.success ? [] : result.error.issues) {
    const [field, index] = issue.path;
    if (field === "weekly" && typeof index === "number") {
      if (!windows.has(index)) windows.set(index, issue.message);
    } else if (field === "weekly") {
      // The schema names the day it means: "Monday: windows overlap".
      const day = WEEKDAY_NAMES.findIndex((name) => issue.message.startsWith(`${name}:`));
      if (day === -1) general.push(issue.message);
      else push(days, day, issue.message);
    } else if (field === "exceptions" && typeof index === "number") {
      push(exceptions, index, issue.message);
    } else if (field !== "timeZone" && field !== "minimumNoticeHours") {
      // The zone and the notice show their own messages under their fields.
      general.push(issue.message);
    }
  }
  return { weekly: { days, windows }, exceptions, general };
}
