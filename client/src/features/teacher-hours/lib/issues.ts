// Where each message of the teacher-hours schema belongs in the week view.
import { teacherHoursSchema, WEEKDAY_NAMES } from "@shared/teacher-hours";
import { i18n } from "@/lib/i18n";

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

const push = <K>(map: Map<K, string[]>, key: K, message: string) => {
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
  const result = teacherHoursSchema.safeParse(values);
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

const DAY = `(${WEEKDAY_NAMES.join("|")})`;
const DATE = "(\\d{4}-\\d{2}-\\d{2})";
/** The schema's messages that carry a day, a date or a limit: each read back into a sentence with placeholders. */
const PATTERNS: { pattern: RegExp; text: (match: string[]) => string }[] = [
  {
    pattern: new RegExp(`^${DAY}: windows overlap$`),
    text: ([, day]) => i18n.t("{{day}}: windows overlap", { day: i18n.t(day) }),
  },
  {
    pattern: new RegExp(`^${DAY}: at most (\\d+) windows a day$`),
    text: ([, day, count]) =>
      i18n.t("{{day}}: at most {{count}} windows a day", { day: i18n.t(day), count: Number(count) }),
  },
  {
    pattern: new RegExp(`^${DATE}: windows overlap$`),
    text: ([, date]) => i18n.t("{{date}}: windows overlap", { date }),
  },
  {
    pattern: new RegExp(`^${DATE} is listed twice$`),
    text: ([, date]) => i18n.t("{{date}} is listed twice", { date }),
  },
  {
    pattern: new RegExp(`^${DATE}: overlaps another exception$`),
    text: ([, date]) => i18n.t("{{date}}: overlaps another exception", { date }),
  },
  {
    pattern: /^An exception covers at most (\d+) days$/,
    text: ([, count]) => i18n.t("An exception covers at most {{count}} days", { count: Number(count) }),
  },
  {
    pattern: /^At most (\d+) windows a day$/,
    text: ([, count]) => i18n.t("At most {{count}} windows a day", { count: Number(count) }),
  },
  {
    pattern: /^At most (\d+) exceptions$/,
    text: ([, count]) => i18n.t("At most {{count}} exceptions", { count: Number(count) }),
  },
];

/**
 * A schema message as the reader sees it, in the UI's language. The messages stay English in `issuesOf` (a day's
 * message is placed by its English day name); they are translated only where shown.
 */
export function issueText(message: string): string {
  for (const { pattern, text } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return text(match);
  }
  return i18n.t(message);
}
