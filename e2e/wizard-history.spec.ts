// Issue 32: the teacher application wizard's steps are browser history: Back goes to the previous step, with what was
// typed kept, and Forward returns.
import { createAccount, expect, signInViaApi, test } from "./fixtures";

test("Back and Forward move between the teacher application's steps", async ({ page, consoleGuard }) => {
  // Before the first submit the teacher has no profile yet: the wizard's profile read answers 404.
  consoleGuard.allowHttpError(404, /^\/api\/teacher\/profile$/);
  await signInViaApi(page, await createAccount("teacher", "Yusuf"));
  await page.goto("/");
  await page.goto("/teacher/onboarding");
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await page.getByLabel("Phone number").fill("+44 20 7946 0123");
  await page.getByLabel("Bio").fill("I teach tajweed and Quran memorisation to children, patiently and step by step.");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Qualifications & Experience" })).toBeVisible();
  await page.getByRole("textbox", { name: "Qualifications" }).fill("Ijazah in Hafs 'an 'Asim");
  await page.getByLabel("Years of experience").fill("6");
  await page.getByLabel("Hourly rate").fill("28");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Specializations & Availability" })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { name: "Qualifications & Experience" })).toBeVisible();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByLabel("Years of experience")).toHaveValue("6");
  await expect(page).toHaveURL(/\/teacher\/onboarding\?step=2$/);
  await page.goBack();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("Bio")).toHaveValue(/patiently and step by step/);
  await page.goForward();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  // Back from the first step leaves the wizard for the page before it.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
