// Issue 17's journey: a teacher's own hours and day off; a parent books and pays within them, moves the lesson, gets
// its .ics and cancels early enough for a full refund. Then an unpaid hold counts down and is released at its end.
import fs from "node:fs";
import pg from "pg";
import { approvedTeacherWithClass, createAccount, expect, signIn, signInViaApi, test, toast } from "./fixtures";
import type { Locator } from "@playwright/test";

// The teacher's zone and the parent's browser and account: one zone, so a slot's name is its wall-clock time.
const ZONE = "Europe/London";
test.use({ timezoneId: ZONE });

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Today's date in a zone, "yyyy-MM-dd". */
function todayIn(zone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

/** Calendar arithmetic on "yyyy-MM-dd" dates (at noon UTC, so no zone shifts the day). */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);
const addDays = (date: string, days: number) =>
  new Date(noonOf(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => noonOf(date).getUTCDay();
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** A calendar day button's name: "Saturday, December 5, 2026". */
const dayName = (date: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(noonOf(date));

/** The dashboard's time of a lesson: "Sat, Dec 5, 12:00 PM". */
const bookingTime = (date: string, time: string) =>
  `${new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(noonOf(date))}, ${time}`;

/** The Hijri (Umm al-Qura) date the booking calendar shows beside a date: "15 Jumada II 1448 AH". */
function hijriOf(date: string): string {
  const parts = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", {
    day: "numeric",
    month: "long",
    year: "numeric",
    era: "short",
    timeZone: "UTC",
  }).formatToParts(noonOf(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return [part("day"), part("month"), part("year"), part("era")].filter(Boolean).join(" ");
}

/** The dates of the visible month (scope: the calendar's container) that can be chosen, from `from` on. */
async function bookableDates(scope: Locator, from: string): Promise<string[]> {
  const dates = await scope
    .locator("button[data-date]:not([disabled])")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-date")!));
  return dates.filter((d) => d >= from);
}

/** Every date of the month of `date` from `from` on that falls on `weekday`, except `except`. */
function expectedDates(date: string, from: string, weekday: number, except: string): string[] {
  const out: string[] = [];
  for (let d = `${date.slice(0, 7)}-01`; d.slice(0, 7) === date.slice(0, 7); d = addDays(d, 1)) {
    if (d >= from && weekdayOf(d) === weekday && d !== except) out.push(d);
  }
  return out;
}

async function showMonth(scope: Locator, today: string, date: string): Promise<void> {
  for (let i = monthIndex(today); i < monthIndex(date); i++)
    await scope.getByRole("button", { name: "Next month" }).click();
  await expect(scope.locator(`button[data-date="${date}"]`)).toBeVisible();
}

async function db<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

test("a teacher sets hours and a day off; a parent books inside them, reschedules, adds it to a calendar and cancels with a refund", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const classTitle = `Tajweed Hours ${Date.now().toString(36)}`;
  const { teacher, classId } = await approvedTeacherWithClass(browser, {
    timeZone: ZONE,
    classTitle,
    price: "20",
    subject: "Quran Recitation",
    level: "beginner",
  });

  // The lesson's date: at least three days ahead and not a Sunday (unavailable by default, so the copy below starts
  // from it); the day off is the same weekday a week later, which the hours would otherwise open.
  const today = todayIn(ZONE);
  let lessonDate = addDays(today, 3);
  if (weekdayOf(lessonDate) === 0) lessonDate = addDays(lessonDate, 1);
  const weekday = weekdayOf(lessonDate);
  const day = WEEKDAYS[weekday];
  const dayOff = addDays(lessonDate, 7);

  // 1. The teacher: only `day`, 10:00–13:00, and the day off, saved.
  await signIn(page, teacher.username, teacher.password);
  await expect(page).toHaveURL("/");
  await page.goto("/teacher/dashboard");
  await page.getByRole("tab", { name: "Hours" }).click();
  const hours = page.getByRole("form", { name: "Teaching hours" });
  const week = hours.getByRole("list", { name: "Weekly hours" });
  // The spec's default for a new teacher: Monday–Saturday 09:00–12:00 and 14:00–20:00.
  await expect(hours.getByLabel(`${day} window 1 start`)).toHaveValue("09:00");
  await expect(hours.getByLabel(`${day} window 2 end`)).toHaveValue("20:00");
  await expect(week.getByRole("listitem", { name: "Sunday" })).toContainText("Unavailable");

  // Sunday's empty hours copied onto every other day but `day` clears them.
  await hours.getByRole("button", { name: "Copy Sunday's hours to other days" }).click();
  const copy = page.getByRole("dialog", { name: "Copy Sunday's hours" });
  await expect(copy).toContainText("Sunday is unavailable: the days you choose become unavailable too.");
  for (const other of WEEKDAYS) {
    if (other !== "Sunday" && other !== day) await copy.getByRole("checkbox", { name: other, exact: true }).check();
  }
  await copy.getByRole("button", { name: "Copy Hours" }).click();
  await expect(copy).toBeHidden();
  for (const other of WEEKDAYS) {
    if (other !== day)
      await expect(week.getByRole("listitem", { name: other, exact: true })).toContainText("Unavailable");
  }

  // `day`: the morning window becomes 10:00–13:00, the afternoon one goes.
  await hours.getByLabel(`${day} window 1 start`).selectOption("10:00");
  await hours.getByLabel(`${day} window 1 end`).selectOption("13:00");
  await hours.getByRole("button", { name: `Remove ${day} window 2` }).click();
  await expect(hours.getByLabel(`${day} window 2 start`)).toHaveCount(0);
  await expect(week.getByRole("listitem", { name: day, exact: true })).toContainText("3 hours");

  // A day off a week after the lesson's date.
  await hours.getByRole("button", { name: "Add Exception" }).click();
  const exception = page.getByRole("dialog", { name: "Add an exception" });
  await showMonth(exception, today, dayOff);
  await exception.getByRole("button", { name: dayName(dayOff), exact: true }).click();
  await expect(exception.getByText(`Chosen: ${dayName(dayOff)}`)).toBeVisible();
  await expect(exception.getByRole("radio", { name: "Day off" })).toBeChecked();
  await exception.getByRole("button", { name: "Add Exception" }).click();
  await expect(exception).toBeHidden();
  const exceptions = hours.getByRole("list", { name: "Upcoming exceptions" });
  await expect(exceptions.getByRole("listitem")).toHaveCount(1);
  await expect(exceptions.locator(`time[datetime="${dayOff}"]`)).toHaveText(dayName(dayOff));
  await expect(exceptions.getByRole("listitem").getByText("Day off", { exact: true })).toBeVisible();

  await expect(hours.getByText("You have unsaved changes.")).toBeVisible();
  await hours.getByRole("button", { name: "Save Hours" }).click();
  await expect(toast(page, "Availability saved")).toBeVisible();
  await expect(hours.getByText("Your hours are saved.")).toBeVisible();

  // Saved: read again from the server.
  await page.reload();
  await expect(hours.getByLabel(`${day} window 1 start`)).toHaveValue("10:00");
  await expect(hours.getByLabel(`${day} window 1 end`)).toHaveValue("13:00");
  await expect(hours.getByLabel(`${day} window 2 start`)).toHaveCount(0);
  await expect(week.getByRole("listitem", { name: WEEKDAYS[(weekday + 1) % 7], exact: true })).toContainText(
    "Unavailable",
  );
  await expect(exceptions.locator(`time[datetime="${dayOff}"]`)).toHaveText(dayName(dayOff));
  await expect(exceptions.getByRole("listitem").getByText("Day off", { exact: true })).toBeVisible();

  // 2. A parent (the teacher signed out) sees only those hours and books.
  await page.context().clearCookies();
  // Made by the command line, not by signing up (the suite stays within one address's sign-ups: see createAccount).
  await signInViaApi(page, await createAccount("parent", "Aminah"));
  expect((await page.request.patch("/api/user/preferences", { data: { timeZone: ZONE } })).status()).toBe(200);
  const child = await page.request.post("/api/student/profile", {
    data: { name: "Zaynab", age: 8, level: "beginner" },
  });
  expect(child.status(), await child.text()).toBe(201);

  await page.goto(`/class/${classId}/book`);
  await expect(page.getByRole("heading", { name: classTitle })).toBeVisible();
  const calendar = page.locator("section[aria-labelledby=calendar-heading]");
  // Days from the day after tomorrow on (nearer ones depend on the hour of the run and the 12-hour notice): only
  // `day`, and not the day off.
  const from = addDays(today, 2);
  await showMonth(calendar, today, lessonDate);
  await expect.poll(() => bookableDates(calendar, from)).toEqual(expectedDates(lessonDate, from, weekday, dayOff));
  if (monthIndex(dayOff) !== monthIndex(lessonDate)) {
    await calendar.getByRole("button", { name: "Next month" }).click();
    await expect.poll(() => bookableDates(calendar, from)).toEqual(expectedDates(dayOff, from, weekday, dayOff));
  }
  await expect(calendar.getByRole("button", { name: dayName(dayOff), exact: true })).toBeDisabled();
  if (monthIndex(dayOff) !== monthIndex(lessonDate))
    await calendar.getByRole("button", { name: "Previous month" }).click();

  await calendar.getByRole("button", { name: dayName(lessonDate), exact: true }).click();
  await expect(
    page.getByRole("heading", { name: `Available times for ${dayName(lessonDate).replace(/, \d{4}$/, "")}` }),
  ).toBeVisible();
  await expect(page.getByText(hijriOf(lessonDate))).toBeVisible();
  // The 45-minute class fits at 10:00, 11:00 and 12:00 in 10:00–13:00, and nowhere else.
  const slots = page.getByRole("list", { name: "Time slots" }).getByRole("button");
  await expect(slots).toHaveCount(3);
  for (const time of ["10:00 AM", "11:00 AM", "12:00 PM"]) {
    await expect(
      page.getByRole("list", { name: "Time slots" }).getByRole("button", { name: time, exact: true }),
    ).toBeEnabled();
  }
  await page.getByRole("list", { name: "Time slots" }).getByRole("button", { name: "10:00 AM", exact: true }).click();
  await page.getByRole("button", { name: "Continue to Booking Details" }).click();
  await expect(page.getByRole("combobox", { name: "Student" })).toContainText("Zaynab");
  const created = page.waitForResponse((r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  const createdRes = await created;
  expect(createdRes.status()).toBe(201);
  const bookingId = (await createdRes.json()).id as number;
  // The payment step counts the unpaid hold down.
  await expect(page.getByText(/^Held for (29|30):\d\d — pay to keep this time$/)).toBeVisible();
  await page.getByRole("button", { name: "Sandbox payment" }).click();
  await expect(page.getByText("Payment Complete").first()).toBeVisible();

  // 3. The dashboard: moved to 12:00 from the Reschedule dialog.
  await page.goto("/parent/dashboard?tab=bookings");
  const row = page
    .getByRole("list", { name: "Your children's bookings" })
    .getByRole("listitem")
    .filter({ hasText: classTitle });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.locator("time")).toContainText(bookingTime(lessonDate, "10:00 AM"));
  await expect(row.getByText(/^Held for/)).toHaveCount(0);

  await row.getByRole("button", { name: `Reschedule the lesson of ${classTitle} for Zaynab` }).click();
  const reschedule = page.getByRole("dialog", { name: "Reschedule lesson" });
  await expect(reschedule.getByText("Current time:")).toBeVisible();
  // Opened at the lesson's date: its own time marked, the others free.
  const moveSlots = reschedule.getByRole("list", { name: "Time slots" });
  await expect(moveSlots.getByRole("button", { name: "10:00 AM, Current time", exact: true })).toBeDisabled();
  await expect(moveSlots.getByRole("button")).toHaveCount(3);
  await expect(reschedule.getByRole("button", { name: "Move lesson" })).toBeDisabled();
  await moveSlots.getByRole("button", { name: "12:00 PM", exact: true }).click();
  await expect(reschedule.getByText(/^New time:/)).toContainText(bookingTime(lessonDate, "12:00 PM"));
  await reschedule.getByRole("button", { name: "Move lesson" }).click();
  const moved = toast(page, `Lesson moved to ${bookingTime(lessonDate, "12:00 PM")}`);
  await expect(moved).toBeVisible();
  // Closed: at the bottom corner it covers the row's buttons.
  await moved.getByRole("button", { name: "Close" }).click();
  await expect(moved).toBeHidden();
  await expect(reschedule).toBeHidden();
  await expect(row.locator("time")).toContainText(bookingTime(lessonDate, "12:00 PM"));

  // 4. 'Add to calendar': the lesson's .ics, at its new time in the parent's zone.
  const downloading = page.waitForEvent("download");
  // (Chromium names it "Add to calendar : …": the sr-only span is positioned, so it counts as a block.)
  await row.getByRole("link", { name: /^Add to calendar/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  // Lines longer than 75 octets are folded (RFC 5545): unfold before reading.
  const ics = fs.readFileSync(await download.path(), "utf8").replace(/\r?\n[ \t]/g, "");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain(`SUMMARY:${classTitle} for Zaynab`);
  expect(ics).toContain(`DTSTART;TZID=${ZONE}:${lessonDate.replaceAll("-", "")}T120000`);
  expect(ics).toContain(`UID:booking-${bookingId}@halaqa`);

  // 3 (end). Cancelled three days ahead: the dialog promises the full refund before the click, and keeps it.
  await row.getByRole("button", { name: `Cancel the booking of ${classTitle} for Zaynab` }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(cancel.locator("[data-refund]")).toHaveAttribute("data-refund", "full");
  await expect(cancel).toContainText("You will be refunded $20.00 in full.");
  await cancel.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(row.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(cancel).toBeHidden();
  // The toast tells what happened to the money.
  await expect(toast(page, "Booking Cancelled")).toContainText("Refunded $20.00.");
  await expect(row.getByRole("button", { name: /^Reschedule/ })).toHaveCount(0);
  await expect(row.getByRole("link", { name: /^Add to calendar/ })).toHaveCount(0);

  // Its time is free again for the next family.
  await page.goto(`/class/${classId}/book`);
  await showMonth(calendar, today, lessonDate);
  await calendar.getByRole("button", { name: dayName(lessonDate), exact: true }).click();
  await expect(
    page.getByRole("list", { name: "Time slots" }).getByRole("button", { name: "12:00 PM", exact: true }),
  ).toBeEnabled();
});

test("an unpaid booking counts its hold down on the dashboard and is released when it runs out", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const classTitle = `Hold Circle ${Date.now().toString(36)}`;
  const { classId } = await approvedTeacherWithClass(browser, {
    timeZone: ZONE,
    classTitle,
    price: "15",
    subject: "Arabic Language",
    level: "beginner",
  });
  await signInViaApi(page, await createAccount("parent", "Safiyya"));
  const child = await page.request.post("/api/student/profile", { data: { name: "Musa", age: 7, level: "beginner" } });
  expect(child.status(), await child.text()).toBe(201);
  const studentId = (await child.json()).id as number;

  // The first free time the class offers from the day after tomorrow, booked and left unpaid.
  const today = todayIn(ZONE);
  const open = await page.request.get(
    `/api/classes/${classId}/availability?from=${addDays(today, 2)}&to=${addDays(today, 20)}`,
  );
  expect(open.status(), await open.text()).toBe(200);
  const slot = ((await open.json()) as { startsAt: string; available: boolean }[]).find((s) => s.available);
  expect(slot, "a free time in the default hours").toBeDefined();
  const made = await page.request.post("/api/bookings", { data: { classId, studentId, scheduledAt: slot!.startsAt } });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (await made.json()) as { id: number; expiresAt: string | null };
  expect(booking.expiresAt).not.toBeNull();

  await page.goto("/parent/dashboard?tab=bookings");
  const row = page
    .getByRole("list", { name: "Your children's bookings" })
    .getByRole("listitem")
    .filter({ hasText: classTitle });
  const held = row.getByText(/^Held for \d\d:\d\d — pay to keep this time$/);
  await expect(held).toBeVisible();
  await expect(row.getByRole("link", { name: /^Pay now/ })).toBeVisible();
  // A countdown: under 30 minutes, and moving.
  const first = (await held.textContent())!;
  expect(first).toMatch(/^Held for (29:[0-5]\d|30:00)/);
  await expect.poll(() => held.textContent(), { timeout: 5_000 }).not.toBe(first);

  // The hold about to run out (the test cannot wait 30 minutes): at zero it is over and cannot be paid.
  // 15 s: enough for the reload on a loaded CI machine (with 4 s the hold could end before the page showed it).
  await db((c) =>
    c.query("UPDATE bookings SET expires_at = now() + interval '15 seconds' WHERE id = $1", [booking.id]),
  );
  await page.reload();
  await expect(row.getByText(/^Held for 00:[01]\d/)).toBeVisible();
  await expect(row.getByRole("link", { name: /^Pay now/ })).toHaveCount(0, { timeout: 25_000 });
  // The dashboard says so until the server's sweep (each minute) cancels it; then the booking reads 'Cancelled'.
  await expect(row).toContainText(/This booking expired; its time was released|Cancelled/);
  await expect(row.getByRole("button", { name: /^Reschedule/ })).toHaveCount(0);
});
