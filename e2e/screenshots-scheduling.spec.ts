// Screenshots of issue 17's screens at 375 and 1280 px for review by eye, into SHOTS_DIR (default /tmp/shots, outside
// the repository); each also checks, softly, that nothing overflows the viewport sideways.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { approvedTeacherWithClass, createAccount, expect, signIn, signInViaApi, test } from "./fixtures";

const OUT = process.env.SHOTS_DIR ?? "/tmp/shots";
const WIDTHS = [375, 1280] as const;
// The teacher in Karachi, the family in London: the times show both zones, as they do for most families.
const TEACHER_ZONE = "Asia/Karachi";
const PARENT_ZONE = "Europe/London";
test.use({ timezoneId: PARENT_ZONE });

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * `name`-375.png and `name`-1280.png: the whole page, or only the viewport when a dialog is open (the page behind it
 * is locked). The viewport is left at 1280 px.
 */
async function shoot(
  page: Page,
  name: string,
  options: { fullPage?: boolean; arrange?: () => Promise<unknown> } = {},
): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    // E.g. a scroll position, set again at each width.
    await options.arrange?.();
    await settle(page);
    const { scrollWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }));
    await page.screenshot({
      path: path.join(OUT, `${name}-${width}.png`),
      fullPage: options.fullPage ?? true,
      animations: "disabled",
    });
    expect
      .soft(scrollWidth, `${name} at ${width} px overflows sideways (scrollWidth ${scrollWidth})`)
      .toBeLessThanOrEqual(width);
  }
}

const todayIn = (zone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("screenshots of scheduling: hours, exceptions, times, holds, reschedule, cancel, calendar feed", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const classTitle = `Tajweed for Young Readers ${Date.now().toString(36)}`;
  const { teacher, classId } = await approvedTeacherWithClass(browser, {
    timeZone: TEACHER_ZONE,
    classTitle,
    price: "25",
    subject: "Quran Recitation",
    level: "beginner",
  });

  // The teacher's Hours tab (the default hours, one exception saved), and the exception dialog.
  await signIn(page, teacher.username, teacher.password);
  await expect(page).toHaveURL("/");
  const saved = await page.request.get("/api/teacher/availability");
  expect(saved.status(), await saved.text()).toBe(200);
  const availability = await saved.json();
  const eid = addDays(todayIn(TEACHER_ZONE), 10);
  const put = await page.request.put("/api/teacher/availability", {
    data: {
      ...availability,
      exceptions: [
        { date: eid, windows: [] },
        { date: addDays(eid, 1), windows: [{ start: "10:00", end: "13:00" }] },
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  await page.goto("/teacher/dashboard?tab=hours");
  const hours = page.getByRole("form", { name: "Teaching hours" });
  await expect(hours.getByRole("list", { name: "Upcoming exceptions" })).toBeVisible();
  await shoot(page, "teacher-hours");
  // As seen on screen: the save bar sticks to the bottom of the viewport (a full-page shot draws it mid-page).
  await shoot(page, "teacher-hours-viewport", {
    fullPage: false,
    arrange: () =>
      hours
        .getByRole("heading", { name: "Weekly hours" })
        .evaluate((e) => e.scrollIntoView({ block: "start", behavior: "instant" })),
  });

  await hours.getByRole("button", { name: "Add Exception" }).click();
  const exception = page.getByRole("dialog", { name: "Add an exception" });
  await exception.locator("button[data-date]:not([disabled])").nth(3).click();
  await exception.getByText("Different hours", { exact: true }).click();
  await expect(exception.getByLabel("Window 1 start")).toBeVisible();
  await shoot(page, "teacher-exception-dialog", { fullPage: false });
  await page.keyboard.press("Escape");

  // A parent in London with a child, one lesson paid and one left unpaid (held).
  await page.context().clearCookies();
  await signInViaApi(page, await createAccount("parent", "Khadijah"));
  expect((await page.request.patch("/api/user/preferences", { data: { timeZone: PARENT_ZONE } })).status()).toBe(200);
  const child = await page.request.post("/api/student/profile", {
    data: { name: "Abdullah", age: 9, level: "beginner" },
  });
  expect(child.status(), await child.text()).toBe(201);
  const studentId = (await child.json()).id as number;
  const from = addDays(todayIn(TEACHER_ZONE), 2);
  const slotsRes = await page.request.get(`/api/classes/${classId}/availability?from=${from}&to=${addDays(from, 14)}`);
  expect(slotsRes.status()).toBe(200);
  const free = ((await slotsRes.json()) as { startsAt: string; available: boolean }[]).filter((s) => s.available);
  const book = async (scheduledAt: string) => {
    const res = await page.request.post("/api/bookings", { data: { classId, studentId, scheduledAt } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; amount: string };
  };
  const paid = await book(free[0].startsAt);
  const order = await page.request.post("/order", {
    data: { amount: paid.amount, currency: "USD", intent: "CAPTURE", bookingId: paid.id },
  });
  expect(order.ok(), await order.text()).toBe(true);
  const capture = await page.request.post(`/order/${(await order.json()).id}/capture`);
  expect(capture.ok(), await capture.text()).toBe(true);
  expect((await capture.json()).paymentStatus).toBe("paid");
  const held = await book(free[free.length - 1].startsAt);

  // The booking page's times for the first open day of next month, with its Hijri date.
  await page.goto(`/class/${classId}/book`);
  await expect(page.getByRole("heading", { name: classTitle })).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  await page.locator("button[data-date]:not([disabled])").first().click();
  await expect(page.getByRole("list", { name: "Time slots" }).getByRole("button").first()).toBeVisible();
  await page
    .getByRole("list", { name: "Time slots" })
    .getByRole("button")
    .and(page.locator(":not([disabled])"))
    .nth(1)
    .click();
  await shoot(page, "booking-slots");

  // The payment step of the unpaid booking: its hold counting down.
  await page.goto(`/class/${classId}/book?booking=${held.id}`);
  await expect(page.getByText(/^Held for \d\d:\d\d/)).toBeVisible();
  await shoot(page, "booking-payment-hold");

  // The parent's bookings: the held one counting down, the paid one with its actions.
  await page.goto("/parent/dashboard?tab=bookings");
  const list = page.getByRole("list", { name: "Your children's bookings" });
  await expect(list.getByText(/^Held for \d\d:\d\d/)).toBeVisible();
  await shoot(page, "parent-bookings-held");

  const paidRow = list.getByRole("listitem").filter({ hasText: "Paid" }).filter({ hasText: classTitle }).first();
  await paidRow.getByRole("button", { name: /^Reschedule/ }).click();
  const reschedule = page.getByRole("dialog", { name: "Reschedule lesson" });
  await expect(reschedule.getByRole("list", { name: "Time slots" })).toBeVisible();
  await reschedule
    .getByRole("list", { name: "Time slots" })
    .getByRole("button")
    .and(page.locator(":not([disabled])"))
    .first()
    .click();
  await expect(reschedule.getByText(/^New time:/)).toBeVisible();
  await shoot(page, "parent-reschedule-dialog", { fullPage: false });
  // The dialog scrolled to its end: the new time and the buttons.
  await shoot(page, "parent-reschedule-dialog-end", {
    fullPage: false,
    arrange: () => reschedule.evaluate((e) => e.scrollTo({ top: e.scrollHeight, behavior: "instant" })),
  });
  await reschedule.getByRole("button", { name: "Keep current time" }).click();
  await expect(reschedule).toBeHidden();

  await paidRow.getByRole("button", { name: /^Cancel the booking/ }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(cancel).toContainText("You will be refunded $25.00 in full.");
  await shoot(page, "parent-cancel-dialog", { fullPage: false });
  await cancel.getByRole("button", { name: "Keep Booking" }).click();

  // Preferences: the calendar feed card with its private link.
  await page.goto("/preferences");
  await expect(page.getByLabel("Your calendar link")).toHaveValue(/\/calendar\/.+\.ics$/);
  await shoot(page, "preferences");
  await shoot(page, "preferences-calendar-feed", {
    fullPage: false,
    arrange: () =>
      page
        .getByRole("heading", { name: "Calendar feed" })
        .evaluate((e) => e.scrollIntoView({ block: "center", behavior: "instant" })),
  });
});
