// Issue 14: an admin finds a user in the Users tab and suspends them. The user, signed in elsewhere, is signed out
// and cannot sign in again ('This account is suspended') until the admin restores the account.
import { createAdmin, expect, newUser, signIn, test, toast } from "./fixtures";

test("an admin suspends and restores a parent, who is signed out and refused meanwhile", async ({ page, browser }) => {
  test.setTimeout(60_000);
  // The parent, signed in in a browser of their own.
  const parent = { ...newUser("Ruqayya"), lastName: `Suspended${Date.now().toString(36)}` };
  const parentContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const parentPage = await parentContext.newPage();
  expect((await parentPage.request.post("/api/register", { data: { ...parent, role: "parent" } })).status()).toBe(201);
  await parentPage.goto("/parent/dashboard");
  await expect(parentPage.getByRole("heading", { level: 1 })).toBeVisible();

  const admin = await createAdmin();
  await signIn(page, admin.username, admin.password);
  await expect(page).toHaveURL("/");
  await page.goto("/admin/dashboard");
  await page.getByRole("tab", { name: "Users", exact: true }).click();
  await page.getByLabel("Search users").fill(parent.lastName.toLowerCase());
  await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();

  await page
    .getByRole("button", { name: `Suspend ${parent.firstName} ${parent.lastName}` })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Reason (sent to the user)").fill("Repeated abusive messages to teachers");
  await dialog.getByRole("button", { name: "Suspend Account" }).click();
  await expect(toast(page, "Account Suspended")).toContainText(
    `${parent.firstName} ${parent.lastName} can no longer sign in.`,
  );
  await expect(page.getByRole("table").getByText("Suspended", { exact: true })).toBeVisible();

  // The parent's open session has ended: the next page load sends them to sign in. (The console guard watches the
  // admin's page; the parent's page expects its 401 and 403.)
  await parentPage.goto("/parent/dashboard");
  await expect(parentPage).toHaveURL(/\/auth/);
  await signIn(parentPage, parent.username, parent.password);
  await expect(toast(parentPage, "Login failed")).toContainText("This account is suspended");
  await expect(parentPage).toHaveURL(/\/auth/);

  // Restored: the parent signs in again.
  await page
    .getByRole("button", { name: `Restore ${parent.firstName} ${parent.lastName}` })
    .filter({ visible: true })
    .click();
  await expect(toast(page, "Account Restored")).toBeVisible();
  await expect(page.getByRole("table").getByText("Active", { exact: true })).toBeVisible();
  await signIn(parentPage, parent.username, parent.password);
  await expect(parentPage).toHaveURL("/");
  await parentContext.close();
});
