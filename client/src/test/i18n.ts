// Client tests in Arabic: `await inArabic()` before rendering shows the UI in Arabic, right to left, as a reader who
// chose it sees it; setup.ts puts English back after each test.
import { applyLanguage } from "@/lib/i18n";

export async function inArabic(): Promise<void> {
  await applyLanguage("ar");
}
