import { describe, expect, it } from "vitest";
import { inArabic } from "@/test/i18n";
import { daysAgo, timeAgo } from "./relative-time";

const NOW = Date.parse("2030-06-01T12:00:00Z");
const before = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe("how long ago, in the reader's language (issue 32)", () => {
  it("English: one day, days, months and years", () => {
    expect([0, 1, 2, 27].map(daysAgo)).toEqual(["today", "1 day ago", "2 days ago", "27 days ago"]);
    expect([1, 29, 45, 60, 100, 400, 800].map((d) => timeAgo(before(d), NOW))).toEqual([
      "1 day ago",
      "29 days ago",
      "1 month ago",
      "2 months ago",
      "3 months ago",
      "1 year ago",
      "2 years ago",
    ]);
  });

  it("Arabic: each number of days in its plural form (one, two, few, many, other)", async () => {
    await inArabic();
    expect([1, 2, 3, 11, 27, 100].map(daysAgo)).toEqual([
      "منذ يوم واحد",
      "منذ يومين",
      "منذ 3 أيام",
      "منذ 11 يومًا",
      "منذ 27 يومًا",
      "منذ 100 يوم",
    ]);
    expect(daysAgo(0)).toBe("اليوم");
  });

  it("Arabic: the juz map's distances, days then months then years, never date-fns's 'يومان' or '27 يوم'", async () => {
    await inArabic();
    expect([1, 2, 3, 11, 27, 60, 100, 340, 400, 800, 1200].map((d) => timeAgo(before(d), NOW))).toEqual([
      "منذ يوم واحد",
      "منذ يومين",
      "منذ 3 أيام",
      "منذ 11 يومًا",
      "منذ 27 يومًا",
      "منذ شهرين",
      "منذ 3 أشهر",
      "منذ 11 شهرًا",
      "منذ سنة واحدة",
      "منذ سنتين",
      "منذ 3 سنوات",
    ]);
  });
});
