// Issue 34's first step in the browser: a paid, reported lesson shows as pending in the teacher's Earnings tab, the
// teacher saves a PayPal address, and an admin sets the platform fee on the Payouts tab. English, at 375 and 1280 px.
import type { Page } from "@playwright/test";
import { captureBoth, createAdmin, expect, signInViaApi, test, toast } from "./fixtures";
import { reportedLesson } from "./lessons-fixtures";

test.use({ timezoneId: "Europe/London" });

/** Closes the toast and scrolls to the top, so a screenshot shows the page whole (the sticky header at its place). */
async function readyForShots(page: Page, toastText: string): Promise<void> {
  await toast(page, toastText).getByRole("button").click();
  await expect(toast(page, toastText)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("a paid, reported lesson is pending in Earnings; a PayPal address is saved; an admin sets the fee", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const classTitle = `Tajweed Basics ${Date.now().toString(36)}`;
  // A parent books and pays a lesson; it is then reported held, through the API as the teacher's form does.
  const { teacher } = await reportedLesson(browser, page, {
    classTitle,
    price: "20",
    parent: "Sumayya",
    child: { name: "Yusuf", age: 9, goals: "Tajweed of the short surahs" },
    report: "Al-Fatiha with its rules of madd.",
  });

  // The teacher: the lesson pending (48 hours after the report), with its split at the fee in force.
  await page.goto("/teacher/dashboard?tab=earnings");
  const table = page.getByRole("table", { name: "Your lessons and what each earned" });
  const row = table.getByRole("row").filter({ hasText: classTitle });
  await expect(row).toContainText("Yusuf");
  await expect(row.getByRole("cell").last()).toHaveText("Pending");
  const fee = await (await page.request.get("/api/teacher/earnings")).json();
  await expect(page.getByText(/^Halaqa's fee: /)).toHaveText(`Halaqa's fee: ${fee.feePercent}%`);
  await expect(row).toContainText(`$${fee.items[0].gross}`);
  await expect(row).toContainText(`$${fee.items[0].net}`);

  const address = `${teacher.username}@paypal.example.com`;
  await page.getByLabel("PayPal email address").fill(address);
  await page.getByRole("button", { name: "Save PayPal address" }).click();
  await expect(toast(page, "PayPal address saved")).toBeVisible();
  await expect(page.getByText(/^Payouts go to/)).toContainText(address);
  await expect(page.getByText(/^Payouts are held until/)).toBeVisible();
  await readyForShots(page, "PayPal address saved");
  await captureBoth(page, "teacher-earnings");
  // The same tab in Arabic, right to left.
  expect((await page.request.patch("/api/user/preferences", { data: { language: "ar" } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "الأرباح" })).toBeVisible();
  await expect(page.getByRole("table", { name: "حصصك وما كسبته كل منها" }).getByText("قيد الانتظار")).toBeVisible();
  await captureBoth(page, "teacher-earnings-ar");

  // An admin sets the fee to 12.5% on the Payouts tab, then puts back the fee found (other journeys pay lessons too).
  await page.request.post("/api/logout");
  await signInViaApi(page, await createAdmin());
  const before = (await (await page.request.get("/api/admin/platform-fee")).json()) as { percent: number };
  try {
    await page.goto("/admin/dashboard?tab=payouts");
    await expect(page.getByRole("tab", { name: "Payouts", selected: true })).toBeVisible();
    await page.getByLabel("New fee (%)").fill("50.5");
    await page.getByRole("button", { name: "Save fee" }).click();
    await expect(page.getByText(/^Enter a number from 0 to 50/)).toBeVisible();
    await page.getByLabel("New fee (%)").fill("12.5");
    await page.getByRole("button", { name: "Save fee" }).click();
    await expect(toast(page, "Platform fee saved")).toBeVisible();
    await expect(page.getByText("Fee in force").locator("xpath=following-sibling::dd[1]")).toHaveText("12.5%");
    await readyForShots(page, "Platform fee saved");
    await captureBoth(page, "admin-payouts");
  } finally {
    const put = await page.request.put("/api/admin/platform-fee", { data: { percent: before.percent } });
    expect(put.status(), await put.text()).toBe(200);
  }
});
