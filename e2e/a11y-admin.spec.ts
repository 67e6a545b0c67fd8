// Issue 20's audits of the admin's pages (apart from e2e/a11y.spec.ts so that they run beside it): every dashboard
// tab and the review dialog's tabs at 375 and 1280 px, with no serious or critical axe violation.
import type { Browser, Page } from "@playwright/test";
import { expectAccessibleAtBoth, expectAllTabsInView } from "./a11y-helpers";
import { applyToTeach, createAccount, createAdmin, expect, signInViaApi, test } from "./fixtures";

/** An application to review and an admin signed in on the dashboard. */
async function adminWithApplicant(page: Page, browser: Browser) {
  const applicant = await createAccount("teacher", "Hafsa", `Applicant${Date.now().toString(36)}`);
  await applyToTeach(browser, applicant);
  await signInViaApi(page, await createAdmin());
  await page.goto("/admin/dashboard");
  return applicant;
}

test("an admin: every dashboard tab, recent users as cards on a phone", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const applicant = await adminWithApplicant(page, browser);
  await expectAllTabsInView(page, "Admin sections");
  const tabs = page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab");
  for (const name of await tabs.allTextContents()) {
    await page.getByRole("tab", { name, exact: true }).click();
    await expectAccessibleAtBoth(page, `admin dashboard: ${name}`);
  }
  await page.getByRole("tab", { name: "Recent Users", exact: true }).click();
  // On a phone, cards, with each email on as few lines as it needs (it was broken after every letter).
  await page.setViewportSize({ width: 375, height: 800 });
  const cards = page.getByRole("list", { name: "Recent users" });
  await expect(cards).toBeVisible();
  const email = cards.getByText(applicant.email);
  const box = (await email.boundingBox())!;
  const lineHeight = await email.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  // On a desktop, a table.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("table", { name: "The latest sign-ups" })).toBeVisible();
});

test("an admin: the review dialog's tabs, and a rejection without feedback", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The dialog's height follows the viewport's: measured at one size (the audits leave it at 1280 × 800).
  await page.setViewportSize({ width: 1280, height: 800 });
  const applicant = await adminWithApplicant(page, browser);
  await page.getByRole("tab", { name: "Pending Review", exact: true }).click();
  await page.getByRole("button", { name: `Review ${applicant.firstName} ${applicant.lastName}` }).click();
  const dialog = page.getByRole("dialog");
  const heights: number[] = [];
  for (const tab of ["Profile", "Documents", "Verification", "Decision"]) {
    await dialog.getByRole("tab", { name: tab }).click();
    heights.push((await dialog.boundingBox())!.height);
    await expectAccessibleAtBoth(page, `review dialog: ${tab}`);
  }
  // The dialog keeps one height across its tabs.
  expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Please provide feedback for rejection." })).toBeVisible();
  await expectAccessibleAtBoth(page, "review dialog: rejection without feedback");
});
