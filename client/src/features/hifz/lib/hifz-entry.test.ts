import { describe, expect, it } from "vitest";
import { ayahIndex, type SurahAyah } from "@shared/quran";
import type { LedgerEntry } from "@shared/hifz-ledger";
import { ledgerOf } from "@/test/hifz";
import { nextManzil } from "./hifz-entry";

const DAY = 86_400_000;
const sabaq = (bookingId: number, daysAgo: number, from: SurahAyah, to: SurahAyah, grade = "good"): LedgerEntry => ({
  bookingId,
  lessonAt: new Date(Date.now() - daysAgo * DAY),
  kind: "sabaq",
  grade: grade as LedgerEntry["grade"],
  from,
  to,
  first: ayahIndex(from),
  last: ayahIndex(to),
  mistakes: { forgot: 0, stuck: 0, tajweed: 0 },
});

describe("nextManzil: a revision proposed only from memorised ayat (issue 32)", () => {
  it("proposes the memorised part of the juz due first, not the whole juz", () => {
    // Juz 29 holds Al-Mulk 1–15 memorised, long ago; Juz 'Amma's An-Naba 1–20 more recently.
    const ledger = ledgerOf(7, [
      sabaq(1, 90, { surah: 67, ayah: 1 }, { surah: 67, ayah: 15 }),
      sabaq(2, 10, { surah: 78, ayah: 1 }, { surah: 78, ayah: 20 }),
    ]);
    expect(nextManzil(ledger)).toMatchObject({
      kind: "manzil",
      from: { surah: 67, ayah: 1 },
      to: { surah: 67, ayah: 15 },
    });
  });

  it("keeps a run that crosses a juz's edge within the juz due", () => {
    // Al-Mursalat 41 to An-Naba 10 memorised: juz 29's part is due (heard 60 days ago), juz 30's was heard since.
    const ledger = ledgerOf(7, [
      sabaq(1, 60, { surah: 77, ayah: 41 }, { surah: 78, ayah: 10 }),
      { ...sabaq(2, 5, { surah: 78, ayah: 1 }, { surah: 78, ayah: 10 }), kind: "sabqi" },
    ]);
    expect(nextManzil(ledger)).toMatchObject({ from: { surah: 77, ayah: 41 }, to: { surah: 77, ayah: 50 } });
  });

  it("proposes nothing when nothing is memorised: ayat heard but not held are never revision", () => {
    expect(nextManzil(ledgerOf(7))).toBeNull();
    expect(nextManzil(undefined)).toBeNull();
    const notHeld = ledgerOf(7, [sabaq(1, 3, { surah: 1, ayah: 1 }, { surah: 1, ayah: 7 }, "needs_work")]);
    expect(nextManzil(notHeld)).toBeNull();
  });
});
