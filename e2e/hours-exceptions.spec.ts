// Issue 32: a teacher's two-week exception is saved when its dialog is confirmed (no Save Hours), survives a change of
// tabs, and no family can book a day inside it; leaving the Hours with unsaved weekly hours asks first.
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { approvedTeacherWithClass, createAccount, expect, signInViaApi, test, toast } from "./fixtures";

const ZONE = "Europe/London";
test.use({ timezoneId: ZONE });
const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots";

const todayIn = (zone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);
const addDays = (date: string, days: number) =>
  new Date(noonOf(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const dayName = (date: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(noonOf(date));

async function pickDay(scope: Locator, shown: string, date: string): Promise<void> {
  for (let i = monthIndex(shown); i < monthIndex(date); i++)
    await scope.getByRole("button", { name: "Next month" }).click();
  await scope.getByRole("button", { name: dayName(date), exact: true }).click();
}

/** The viewport (a dialog is open: the page behind is locked) at 375 and 1280 px; left at 1280. */
async function shoot(page: Page, name: string, arrange?: () => Promise<unknown>): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await arrange?.();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), animations: "disabled" });
  }
}

test("a two-week exception is saved on its own, stays across tabs, and blocks bookings inside it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { teacher, classId } = await approvedTeacherWithClass(browser, {
    timeZone: ZONE,
    classTitle: `Hifz Travel ${Date.now().toString(36)}`,
    price: "20",
    subject: "Quran Memorization",
    level: "beginner",
  });
  const today = todayIn(ZONE);
  const from = addDays(today, 10);
  const to = addDays(from, 13);

  await signInViaApi(page, teacher);
  await page.goto("/teacher/dashboard?tab=hours");
  const hours = page.getByRole("form", { name: "Teaching hours" });
  await hours.getByRole("button", { name: "Add Exception" }).click();
  const dialog = page.getByRole("dialog", { name: "Add an exception" });
  await pickDay(dialog, today, from);
  await pickDay(dialog, from, to);
  await expect(dialog.getByText(`Chosen: ${dayName(from)} to ${dayName(to)} (14 days)`)).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Day off" })).toBeChecked();
  await shoot(page, "issue32-hours-exception-dialog");
  await dialog.getByRole("button", { name: "Add Exception" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Exception saved")).toBeVisible();
  const exceptions = hours.getByRole("list", { name: "Upcoming exceptions" });
  await expect(exceptions.getByRole("listitem")).toHaveCount(1);
  await expect(exceptions.getByText("Days off (14 days)")).toBeVisible();
  // Nothing of the week was changed, so nothing waits for Save Hours.
  await expect(hours.getByText("Your hours are saved.")).toBeVisible();
  await shoot(page, "issue32-hours-exception-listed", () =>
    exceptions.evaluate((e) => e.scrollIntoView({ block: "center", behavior: "instant" })),
  );

  // Another tab and back: still there (read from the server).
  await page.getByRole("tab", { name: "Bookings" }).click();
  await expect(page.getByRole("heading", { name: "Bookings", level: 2 })).toBeVisible();
  await page.getByRole("tab", { name: "Hours" }).click();
  await expect(exceptions.locator(`time[datetime="${from}"]`)).toBeVisible();
  await expect(exceptions.locator(`time[datetime="${to}"]`)).toBeVisible();

  // An unsaved week: another tab asks first; Keep Editing stays, Discard leaves.
  await hours.getByLabel("Monday window 1 end").selectOption("11:00");
  await page.getByRole("tab", { name: "Profile" }).click();
  const ask = page.getByRole("alertdialog", { name: "Leave without saving your hours?" });
  await expect(ask).toBeVisible();
  await shoot(page, "issue32-hours-leave-prompt");
  await ask.getByRole("button", { name: "Keep Editing" }).click();
  await expect(ask).toBeHidden();
  await expect(hours.getByLabel("Monday window 1 end")).toHaveValue("11:00");
  await page.getByRole("tab", { name: "Profile" }).click();
  await ask.getByRole("button", { name: "Discard Changes" }).click();
  await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Hours" }).click();
  await expect(hours.getByLabel("Monday window 1 end")).toHaveValue("12:00");
  await expect(exceptions.locator(`time[datetime="${from}"]`)).toBeVisible();

  // A family: no time inside the range, a booking inside refused, the day after it fine.
  await page.context().clearCookies();
  await signInViaApi(page, await createAccount("parent", "Aminah"));
  const child = await page.request.post("/api/student/profile", {
    data: { name: "Zaynab", age: 8, level: "beginner" },
  });
  expect(child.status(), await child.text()).toBe(201);
  const slots = await page.request.get(`/api/classes/${classId}/availability?from=${from}&to=${to}`);
  expect(await slots.json()).toEqual([]);
  const inside = noonOf(addDays(from, 3)).getUTCDay() === 0 ? addDays(from, 4) : addDays(from, 3);
  const refused = await page.request.post("/api/bookings", {
    data: { classId, studentId: (await child.json()).id, scheduledAt: `${inside}T10:00:00.000Z` },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe("scheduledAt: The teacher does not teach on that day");
  const after = await page.request.get(
    `/api/classes/${classId}/availability?from=${addDays(to, 1)}&to=${addDays(to, 2)}`,
  );
  expect((await after.json()).length).toBeGreaterThan(0);
  // The booking calendar shows the days inside as not bookable.
  await page.goto(`/class/${classId}/book`);
  const calendar = page.locator("section[aria-labelledby=calendar-heading]");
  for (let i = monthIndex(today); i < monthIndex(inside); i++)
    await calendar.getByRole("button", { name: "Next month" }).click();
  await expect(calendar.getByRole("button", { name: dayName(inside), exact: true })).toBeDisabled();
});
