// Issue 32: an admin schedules, reschedules and cancels an interview, then schedules a new one; the teacher sees its
// link. The admin's pending cards fit a 375 px screen.
import type { Page } from "@playwright/test";
import {
  applyToTeach,
  capture,
  captureBoth,
  createAccount,
  createAdmin,
  expect,
  expectAccessible,
  signInViaApi,
  test,
  toast,
} from "./fixtures";

/** A datetime-local value `days` ahead at 14:00 in the browser's zone. */
const localIn = (days: number, hour = 14) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setHours(hour, 0, 0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Neither the page nor any of `cards` is wider than its box. */
async function expectNoSidewaysOverflow(page: Page, cards: string) {
  const sizes = await page.evaluate((selector) => {
    const root = document.documentElement;
    return {
      page: { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth },
      cards: [...document.querySelectorAll(selector)].map((c) => ({
        scrollWidth: c.scrollWidth,
        clientWidth: c.clientWidth,
      })),
    };
  }, cards);
  expect(sizes.page.scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(sizes.page.clientWidth);
  expect(sizes.cards.length).toBeGreaterThan(0);
  for (const card of sizes.cards) expect(card.scrollWidth, "a card overflows").toBeLessThanOrEqual(card.clientWidth);
}

test("an admin schedules, reschedules, cancels and schedules again; the teacher sees the link", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // A long name and address, as real ones are: the pending card must still fit 375 px.
  const teacher = await createAccount("teacher", "Abdulrahman", `Al-Hashimi-Interviewed${Date.now().toString(36)}`);
  await applyToTeach(browser, teacher, {
    specializations: [
      "Quran Recitation",
      "Quran Memorization",
      "Islamic Jurisprudence (Fiqh)",
      "Aqeedah (Islamic Beliefs)",
    ],
  });
  const name = `${teacher.firstName} ${teacher.lastName}`;
  const admin = await createAdmin();
  await signInViaApi(page, admin);

  // The pending cards at 375 px: nothing overflows, the page nor the card.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/admin/dashboard?tab=pending");
  await expect(page.getByRole("button", { name: `Review ${name}` })).toBeVisible();
  await expectNoSidewaysOverflow(page, 'ul[aria-label="Pending applications"] > li');
  await capture(page, "admin-pending-cards", 375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Scheduled with a link from the review dialog.
  await page.getByRole("button", { name: `Review ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Decision" }).click();
  await dialog.getByLabel("Date and time").fill(localIn(7));
  await dialog.getByLabel("Meeting link (optional)").fill("https://zoom.us/j/1111");
  await dialog.getByRole("button", { name: "Schedule Interview" }).click();
  await expect(toast(page, "Interview Scheduled")).toBeVisible();

  // A second one is refused with the server's reason, said in the dialog (not "Failed to schedule interview").
  consoleGuard.allowHttpError(409, /^\/api\/interviews$/);
  await dialog.getByRole("button", { name: "Schedule Interview" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This teacher already has an interview pending or scheduled");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The Interviews tab: the link shows; the interview is next week, so it cannot be marked completed yet.
  await page.goto("/admin/dashboard?tab=interviews");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(row.getByRole("link", { name: "https://zoom.us/j/1111" })).toBeVisible();
  await expect(row.getByRole("button", { name: `Reschedule the interview with ${name}` })).toBeVisible();
  await expect(row.getByRole("button", { name: `Mark interview with ${name} completed` })).toHaveCount(0);
  await captureBoth(page, "admin-interview-controls");

  // Rescheduled to another day with another link.
  await row.getByRole("button", { name: `Reschedule the interview with ${name}` }).click();
  await row.getByLabel("New date and time").fill(localIn(9, 10));
  await row.getByLabel("Meeting link").fill("https://meet.example.org/halaqa-interview");
  await captureBoth(page, "admin-interview-reschedule");
  await expectAccessible(page, "an interview's reschedule form", "main");
  await row.getByRole("button", { name: "Save and tell the teacher" }).click();
  await expect(toast(page, "Interview Updated")).toBeVisible();
  await expect(row.getByRole("link", { name: "https://meet.example.org/halaqa-interview" })).toBeVisible();

  // Cancelled, after being asked.
  await row.getByRole("button", { name: `Cancel the interview with ${name}` }).click();
  await row.getByRole("button", { name: "Cancel interview" }).click();
  await expect(toast(page, "Interview Cancelled")).toBeVisible();
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Reschedule the interview with ${name}` })).toHaveCount(0);

  // Scheduled again for the same applicant.
  await page.goto("/admin/dashboard?tab=pending");
  await page.getByRole("button", { name: `Review ${name}` }).click();
  await dialog.getByRole("tab", { name: "Decision" }).click();
  await dialog.getByLabel("Date and time").fill(localIn(12));
  await dialog.getByLabel("Meeting link (optional)").fill("https://zoom.us/j/2222");
  await dialog.getByRole("button", { name: "Schedule Interview" }).click();
  await expect(toast(page, "Interview Scheduled")).toBeVisible();

  // The teacher's Interviews tab: the new interview's link, the cancelled one's not offered.
  const teacherContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const teacherPage = await teacherContext.newPage();
  await signInViaApi(teacherPage, teacher);
  await teacherPage.goto("/teacher/dashboard?tab=interviews");
  const list = teacherPage.getByRole("list", { name: "Your interviews" });
  await expect(list.getByRole("link", { name: "https://zoom.us/j/2222" })).toBeVisible();
  await expect(list.getByRole("link", { name: "https://meet.example.org/halaqa-interview" })).toHaveCount(0);
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await captureBoth(teacherPage, "teacher-interviews-tab");
  await expectAccessible(teacherPage, "the teacher's interviews with a link", "main");
  await teacherContext.close();
});
