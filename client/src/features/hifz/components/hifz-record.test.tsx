import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ayahIndex, type SurahAyah } from "@shared/quran";
import type { LedgerEntry } from "@shared/hifz-ledger";
import { createQueryClient } from "@/lib/query-client";
import { hifzHandlers, ledgerOf } from "@/test/hifz";
import { HttpResponse, mockApi, mockRoutes } from "@/test/msw";
import { sentence } from "@/test/text";
import { revisedAgo } from "../lib/juz-progress";
import { chartSummary } from "./hifz-chart";
import { HifzRecord } from "./hifz-record";

const DAY = 86_400_000;
const entry = (
  bookingId: number,
  daysAgo: number,
  from: SurahAyah,
  to: SurahAyah,
  kind: LedgerEntry["kind"] = "sabaq",
): LedgerEntry => ({
  bookingId,
  lessonAt: new Date(Date.now() - daysAgo * DAY),
  kind,
  grade: "good",
  from,
  to,
  first: ayahIndex(from),
  last: ayahIndex(to),
  mistakes: { forgot: 1, stuck: 0, tajweed: 0 },
});

const renderRecord = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HifzRecord studentId={7} name="Yusuf" />
    </QueryClientProvider>,
  );

describe("HifzRecord", () => {
  it("maps the 30 juz in words for screen readers, opens a juz to its surahs, and lists what is due for revision", async () => {
    // Juz 'Amma whole, 60 days ago; Al-Mulk 1–15 (juz 29) 3 days ago.
    const ledger = ledgerOf(7, [
      entry(1, 60, { surah: 78, ayah: 1 }, { surah: 114, ayah: 6 }),
      entry(2, 3, { surah: 67, ayah: 1 }, { surah: 67, ayah: 15 }),
    ]);
    const badges = [
      { code: "first-lesson", title: "First lesson attended", earnedAt: new Date(Date.now() - 60 * DAY).toISOString() },
      {
        code: "juz-amma",
        title: "Juz 'Amma memorised",
        earnedAt: new Date(Date.now() - 60 * DAY).toISOString(),
        certificateCode: "0A1B-2C3D-4E5F-6071",
      },
    ];
    mockApi(...hifzHandlers({ 7: { ledger, badges } }));
    renderRecord();
    expect(await screen.findByRole("heading", { name: "Hifz record" })).toBeInTheDocument();
    expect(screen.getByText("Ayat memorised").nextElementSibling).toHaveTextContent("579 of 6,236");
    const map = screen.getByRole("list", { name: "The 30 juz" });
    expect(within(map).getAllByRole("button")).toHaveLength(30);
    expect(
      within(map).getByRole("button", { name: "Juz 30: 100% memorised (564 of 564 ayat), overdue for revision" }),
    ).toBeInTheDocument();
    expect(
      within(map).getByRole("button", { name: /^Juz 29: 3% memorised \(15 of 431 ayat\), revised recently$/ }),
    ).toBeInTheDocument();
    expect(within(map).getByRole("button", { name: "Juz 1: 0% memorised (0 of 148 ayat)" })).toBeInTheDocument();

    await userEvent.click(within(map).getByRole("button", { name: /^Juz 29:/ }));
    const surahs = screen.getByRole("list", { name: "Surahs of juz 29" });
    expect(within(surahs).getAllByRole("listitem")).toHaveLength(11);
    const mulk = within(surahs).getByText("Al-Mulk").closest("li")!;
    expect(mulk).toHaveTextContent("15/30 ayat");
    expect(mulk).toHaveTextContent("last heard 3 days ago");
    expect(mulk).toHaveTextContent("revised in full 3 days ago");
    // The juz's own two facts, in two phrases (issue 32): its memorised part heard in full, and any of it heard.
    const detail = screen.getByText("Juz 29: 15 of 431 ayat memorised").parentElement!;
    expect(detail).toHaveTextContent("Memorised ayat last revised in full 3 days ago");
    expect(detail).toHaveTextContent("Last heard 3 days ago");
    expect(within(mulk).getByText("المُلك")).toHaveAttribute("lang", "ar");

    const due = screen.getByRole("heading", { name: "Due for revision" }).parentElement!;
    expect(
      within(due)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Juz 30last revised in full 2 months ago", "Juz 29last revised in full 3 days ago"]);

    const earned = screen.getByRole("list", { name: "Badges" });
    expect(within(earned).getAllByRole("listitem")).toHaveLength(2);
    expect(within(earned).getByRole("link", { name: "Download the certificate: Juz 'Amma memorised" })).toHaveAttribute(
      "href",
      "/api/students/7/badges/juz-amma/certificate",
    );
    expect(within(earned).queryAllByRole("link")).toHaveLength(1);
  });

  it("shows mistakes over time by kind, newest lesson first, and whether they are falling", async () => {
    // Six lessons of An-Naba, five ayat each: 4, 3, 5 mistakes, then 1, 0, 1.
    const counts = [
      { forgot: 2, stuck: 1, tajweed: 1 },
      { forgot: 1, stuck: 1, tajweed: 1 },
      { forgot: 3, stuck: 0, tajweed: 2 },
      { forgot: 1, stuck: 0, tajweed: 0 },
      { forgot: 0, stuck: 0, tajweed: 0 },
      { forgot: 0, stuck: 0, tajweed: 1 },
    ];
    const entries = counts.map((mistakes, i) => ({
      ...entry(i + 1, 12 - 2 * i, { surah: 78, ayah: 5 * i + 1 }, { surah: 78, ayah: 5 * i + 5 }),
      mistakes,
    }));
    mockApi(...hifzHandlers({ 7: { ledger: ledgerOf(7, entries), badges: [] } }));
    renderRecord();
    const table = await screen.findByRole("table", { name: "Mistakes in Yusuf's latest lessons, by kind" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Lesson", "Forgot", "Prompted", "Tajweed", "Total"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(6);
    // The latest lesson first: one tajweed mistake; the oldest last: 2, 1 and 1.
    expect(
      within(rows[0])
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["0", "0", "1", "1 in all"]);
    expect(
      within(rows[5])
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["2", "1", "1", "4 in all"]);
    expect(
      screen.getByText("Fewer mistakes for the ayat recited in the last three lessons than in the three before."),
    ).toBeInTheDocument();
  });

  it("says what comes before anything is recorded", async () => {
    mockApi(...hifzHandlers());
    renderRecord();
    expect(
      await screen.findByText(
        sentence("Once a teacher records Yusuf's memorisation in a lesson report, it shows here."),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Badges appear here as lessons are attended and surahs memorised.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Due for revision" })).toBeNull();
  });

  it("offers a retry when the record cannot be loaded", async () => {
    mockRoutes({
      "/api/students/7/hifz": () => HttpResponse.json({ message: "Database unavailable" }, { status: 503 }),
      "/api/students/7/badges": () => HttpResponse.json([]),
    });
    renderRecord();
    expect(await screen.findByText(sentence("Yusuf's hifz record could not be loaded."))).toBeInTheDocument();
  });

  it("words how long ago something was heard", () => {
    const now = Date.parse("2030-03-04T12:00:00Z");
    expect(revisedAgo(null, now)).toBe("never");
    expect(revisedAgo("2030-03-04T08:00:00Z", now)).toBe("today");
    expect(revisedAgo("2030-03-01T12:00:00Z", now)).toBe("3 days ago");
  });

  it("sums the chart up for screen readers in one sentence, however many lessons it has", () => {
    const point = (day: number, ayat: number) => ({
      bookingId: day,
      lessonAt: `2030-03-${String(day).padStart(2, "0")}T12:00:00Z`,
      memorisedAyat: ayat,
      ayatHeard: 5,
      mistakes: { forgot: 0, stuck: 0, tajweed: 0 },
    });
    const many = Array.from({ length: 28 }, (_, i) => point(i + 1, (i + 1) * 3));
    expect(chartSummary(many)).toMatch(/^Ayat memorised over time: from 3 on .+ to 84 on .+, over 28 lessons\.$/);
    expect(chartSummary(many).length).toBeLessThan(120);
    expect(chartSummary([point(1, 6)])).toMatch(/over 1 lesson\.$/);
    // The timeline keeps the latest 200 lessons: a longer record says so.
    expect(chartSummary(Array.from({ length: 200 }, (_, i) => point((i % 28) + 1, i)))).toMatch(
      /over the latest 200 lessons\.$/,
    );
    expect(chartSummary([])).toBe("Ayat memorised over time: no lessons yet.");
  });
});
