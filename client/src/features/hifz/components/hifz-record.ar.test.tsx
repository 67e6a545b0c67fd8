import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ayahIndex, type SurahAyah } from "@shared/quran";
import type { LedgerEntry } from "@shared/hifz-ledger";
import { createQueryClient } from "@/lib/query-client";
import { hifzHandlers, ledgerOf } from "@/test/hifz";
import { inArabic } from "@/test/i18n";
import { mockApi } from "@/test/msw";
import { HifzEntryList } from "./hifz-entry-list";
import { revisedAgo } from "../lib/juz-progress";
import { HifzRecord } from "./hifz-record";

// A click through the juz map: allow for a slow, busy CI machine, as the lesson tests do.
vi.setConfig({ testTimeout: 15_000 });

const DAY = 86_400_000;
const entry = (bookingId: number, daysAgo: number, from: SurahAyah, to: SurahAyah): LedgerEntry => ({
  bookingId,
  lessonAt: new Date(Date.now() - daysAgo * DAY),
  kind: "sabaq",
  grade: "good",
  from,
  to,
  first: ayahIndex(from),
  last: ayahIndex(to),
  mistakes: { forgot: 1, stuck: 0, tajweed: 0 },
});

describe("HifzRecord in Arabic", () => {
  it("maps the juz, the revision list and the badges in Arabic", async () => {
    await inArabic();
    const ledger = ledgerOf(7, [
      entry(1, 60, { surah: 78, ayah: 1 }, { surah: 114, ayah: 6 }),
      entry(2, 3, { surah: 67, ayah: 1 }, { surah: 67, ayah: 15 }),
    ]);
    const badges = [
      {
        code: "juz-amma",
        title: "Juz 'Amma memorised",
        earnedAt: new Date(Date.now() - 60 * DAY).toISOString(),
        certificateCode: "0A1B-2C3D-4E5F-6071",
      },
      {
        code: "first-surah",
        title: "First surah memorised: An-Naas",
        earnedAt: new Date(Date.now() - 60 * DAY).toISOString(),
      },
    ];
    mockApi(...hifzHandlers({ 7: { ledger, badges } }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <HifzRecord studentId={7} name="Yusuf" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { name: "سجل الحفظ" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Hifz record" })).toBeNull();
    const map = screen.getByRole("list", { name: "الأجزاء الثلاثون" });
    expect(
      within(map).getByRole("button", { name: "الجزء 30: محفوظ بنسبة 100% (564 من 564 آية)، تأخرت مراجعته" }),
    ).toBeInTheDocument();
    await userEvent.click(within(map).getByRole("button", { name: /^الجزء 29:/ }));
    const mulk = within(screen.getByRole("list", { name: "سور الجزء 29" }))
      .getByText("Al-Mulk")
      .closest("li")!;
    expect(mulk).toHaveTextContent("الآيات: 15/30");
    expect(mulk).toHaveTextContent("آخر تسميع: منذ 3 أيام");
    expect(mulk).toHaveTextContent("مراجعة كاملة: منذ 3 أيام");
    const list = screen.getByRole("list", { name: "الأوسمة" });
    expect(within(list).getByText("حفظ جزء عمّ")).toBeInTheDocument();
    // The surah a badge names, by its Arabic name.
    expect(within(list).getByText("حفظ أول سورة: الناس")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "تنزيل الشهادة: حفظ جزء عمّ" })).toBeInTheDocument();
  });

  it("reads a report's entries back with the surahs' Arabic names", async () => {
    await inArabic();
    render(
      <HifzEntryList
        entries={[
          {
            id: 1,
            reportId: 1,
            bookingId: 1,
            lessonAt: "2030-03-04T14:00:00.000Z",
            kind: "sabaq",
            from: { surah: 2, ayah: 1 },
            to: { surah: 2, ayah: 5 },
            grade: "good",
            mistakes: { forgot: 2, stuck: 0, tajweed: 3 },
          },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "بنود الحفظ" });
    expect(list).toHaveTextContent("السبق");
    expect(list).toHaveTextContent("البقرة 1–5");
    expect(list).toHaveTextContent("جيد · نسيان مرتين، 3 أخطاء تجويد");
    expect(list).not.toHaveTextContent("Al-Baqara");
  });

  it("says how long ago a juz was heard in Arabic's plural forms (issue 32)", async () => {
    await inArabic();
    const now = Date.parse("2030-06-01T12:00:00Z");
    const ago = (days: number) => revisedAgo(new Date(now - days * DAY).toISOString(), now);
    expect([1, 2, 3, 11, 27].map(ago)).toEqual([
      "منذ يوم واحد",
      "منذ يومين",
      "منذ 3 أيام",
      "منذ 11 يومًا",
      "منذ 27 يومًا",
    ]);
    expect(ago(100)).toBe("منذ 3 أشهر");
  });
});
