// Issue 34's journey to the end: a paid lesson is reported, 48 hours pass, an admin runs the payouts, and the teacher
// sees the payout and downloads a statement that adds up. The only spec that runs payouts (one batch a week pays).
import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { isoWeek, weeklyRunAt } from "../shared/payouts";
import { capture, captureBoth, createAdmin, expect, signInViaApi, test, toast } from "./fixtures";
import { reportedLesson, withDb } from "./lessons-fixtures";

test.use({ timezoneId: "Europe/London" });

/**
 * "48 hours later": the report and the PayPal address are moved 49 hours back instead of the clock forward, so the
 * earning is available and the address out of its hold. First, once this week's scheduled run is due, it waits for
 * the schedule's run (a minute's job) to put the week on record: run after the shift, it would pay this teacher itself
 * and the admin's run would answer "This week's payouts were already sent."
 */
async function fortyEightHoursLater(bookingId: number, teacherUsername: string): Promise<void> {
  const now = new Date();
  if (now >= weeklyRunAt(now)) {
    await expect
      .poll(
        () =>
          withDb(async (c) => {
            const { rows } = await c.query(
              "SELECT count(*)::int AS n FROM payout_batches WHERE week = $1 AND run_by IS NULL",
              [isoWeek(now)],
            );
            return rows[0].n as number;
          }),
        { message: "the weekly schedule's run of this week", timeout: 100_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);
  }
  await withDb(async (c) => {
    const lesson = await c.query(`UPDATE bookings SET reported_at = reported_at - interval '49 hours' WHERE id = $1`, [
      bookingId,
    ]);
    expect(lesson.rowCount).toBe(1);
    const address = await c.query(
      `UPDATE payout_methods SET changed_at = changed_at - interval '49 hours'
       WHERE teacher_id = (SELECT id FROM users WHERE username = $1)`,
      [teacherUsername],
    );
    expect(address.rowCount).toBe(1);
  });
}

/** Closes the toast and scrolls to the top, so a screenshot shows the page whole. */
async function readyForShots(page: Page, toastText: string): Promise<void> {
  await toast(page, toastText).getByRole("button").click();
  await expect(toast(page, toastText)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("48 hours after the report an admin runs the payouts; the teacher sees the payout and its statement", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const classTitle = `Hifz Juz Amma ${Date.now().toString(36)}`;
  // 30.00 nets at least 20.00 (the payout minimum) at any fee up to a third; the fee itself is read, not assumed.
  // A parent books and pays a lesson; it is then reported held, through the API as the teacher's form does.
  const { teacher, bookingId } = await reportedLesson(browser, page, {
    classTitle,
    price: "30",
    parent: "Hafsa",
    child: { name: "Ibrahim", age: 10, goals: "Memorise Juz Amma" },
    report: "An-Naba, verses 1 to 16, by heart.",
  });
  const earned = (await (await page.request.get("/api/teacher/earnings")).json()) as {
    items: { bookingId: number; gross: string; fee: string; net: string }[];
  };
  const lesson = earned.items.find((i) => i.bookingId === bookingId)!;
  expect(Number(lesson.net)).toBeGreaterThanOrEqual(20);
  expect(Number(lesson.gross)).toBeCloseTo(Number(lesson.fee) + Number(lesson.net), 2);

  // The teacher saves where to be paid, in the Earnings tab.
  await page.goto("/teacher/dashboard?tab=earnings");
  const address = `${teacher.username}@paypal.example.com`;
  await page.getByLabel("PayPal email address").fill(address);
  await page.getByRole("button", { name: "Save PayPal address" }).click();
  await expect(toast(page, "PayPal address saved")).toBeVisible();
  await expect(page.getByText(/^Payouts go to/)).toContainText(address);

  await fortyEightHoursLater(bookingId, teacher.username);

  // The admin runs this week's payouts now; other journeys' teachers may be in the batch too.
  await page.request.post("/api/logout");
  await signInViaApi(page, await createAdmin());
  await page.goto("/admin/dashboard?tab=payouts");
  await expect(page.getByRole("tab", { name: "Payouts", selected: true })).toBeVisible();
  await page.getByRole("button", { name: "Run payouts now" }).click();
  const dialog = page.getByRole("dialog", { name: "Send this week's payouts now?" });
  await dialog.getByRole("button", { name: "Send payouts" }).click();
  await expect(dialog).toHaveCount(0);
  const sent = toast(page, "Payouts sent to PayPal.");
  await expect(sent).toBeVisible();
  const batchName = (await sent.textContent())!.match(/halaqa-\d{4}-W\d{2}(-\d+)?/)![0];
  await page.getByRole("button", { name: `Show payouts of batch ${batchName}` }).click();
  const mine = page
    .getByRole("table", { name: `Payouts of batch ${batchName}` })
    .getByRole("row")
    .filter({ hasText: address });
  await expect(mine).toContainText(`$${lesson.net}`);
  await expect(mine).toContainText("Paid");
  await readyForShots(page, "Payouts sent to PayPal.");
  await captureBoth(page, "payouts-admin");

  // The teacher: the payout paid, the balance paid out, the lesson paid out.
  await page.request.post("/api/logout");
  await signInViaApi(page, teacher);
  await page.goto("/teacher/dashboard?tab=earnings");
  const payout = page.getByRole("table", { name: "Your payouts" }).getByRole("row").filter({ hasText: address });
  await expect(payout).toContainText(`$${lesson.net}`);
  await expect(payout.getByRole("cell").nth(1)).toHaveText("Paid");
  const balances = page.getByRole("region", { name: "Your balances" });
  await expect(balances.getByText("Paid out", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText(
    `$${lesson.net}`,
  );
  const row = page
    .getByRole("table", { name: "Your lessons and what each earned" })
    .getByRole("row")
    .filter({ hasText: classTitle });
  await expect(row.getByRole("cell").last()).toHaveText("Paid out");

  // This month's statement: the lesson, the payout, and totals where gross = fee + net and the net is all paid.
  const month = new Date().toISOString().slice(0, 7);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`halaqa-statement-${month}.csv`);
  const lines = (await fs.readFile(await download.path(), "utf8"))
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe("Date,Type,Lesson,Class,Child,Lesson time (UTC),Fee %,Gross,Fee,Net");
  // Amounts exactly as written: a negative one is a number ("-25.50"), never escaped into text ("'-25.50").
  const amounts = (line: string) => line.split(",").slice(-3);
  const earning = lines.find((l) => l.includes(",Lesson paid,"))!;
  expect(earning.split(",").slice(2, 5)).toEqual([String(bookingId), classTitle, "Ibrahim"]);
  expect(amounts(earning)).toEqual([lesson.gross, lesson.fee, lesson.net]);
  const paid = lines.find((l) => l.includes(",Payout,"))!;
  expect(amounts(paid)).toEqual([`-${lesson.net}`, "0.00", `-${lesson.net}`]);
  const total = lines.at(-1)!;
  expect(total.split(",")[0]).toBe("Total");
  const [gross, fee, net] = amounts(total).map(Number);
  expect(gross).toBeCloseTo(fee + net, 2);
  expect(fee).toBeCloseTo(Number(lesson.fee), 2);
  // Earned and paid out in the same month (both rows made now): nothing of the month is left to pay.
  expect(amounts(total)[2]).toBe("0.00");

  await page.evaluate(() => window.scrollTo(0, 0));
  await captureBoth(page, "payouts-teacher");
  // The same tab in Arabic, right to left, on a phone.
  expect((await page.request.patch("/api/user/preferences", { data: { language: "ar" } })).status()).toBe(200);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "الأرباح" })).toBeVisible();
  await expect(page.getByRole("list", { name: "دفعاتك" }).getByText("تم الدفع")).toBeVisible();
  await capture(page, "payouts-teacher-ar", 375);
});
