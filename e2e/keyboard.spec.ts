// Issue 20: the journeys by keyboard alone. No click and no fill: focus moves with Tab (or the arrows inside a
// widget), things are typed, chosen with Enter or Space. Addresses are typed as a person would type them.
import type { Locator, Page } from "@playwright/test";
import { applyToTeach, approvedTeacherWithClass, createAccount, createAdmin, expect, test, toast } from "./fixtures";

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached by ${back ? "Shift+" : ""}Tab within ${max} presses`).toBeFocused();
}

/** Focus is somewhere a sighted keyboard user can see it: an element with a visible focus ring or outline. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "body";
    const style = getComputedStyle(el);
    return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
      ? "outline"
      : style.boxShadow !== "none"
        ? "ring"
        : "none";
  });
  expect(["outline", "ring"]).toContain(ring);
}

async function signInByKeyboard(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto("/auth");
  await tabTo(page, page.getByLabel("Username"));
  await expectVisibleFocus(page);
  await page.keyboard.type(user.username);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/");
}

test("a parent adds a child, books a class and pays, by keyboard alone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const classTitle = `Keyboard Tajweed ${Date.now().toString(36)}`;
  const { classId } = await approvedTeacherWithClass(browser, {
    timeZone: "Europe/London",
    classTitle,
    price: "16",
    subject: "Quran Recitation",
    level: "beginner",
  });
  const parent = await createAccount("parent", "Sumayya");
  await signInByKeyboard(page, parent);

  // The header's Dashboard link, then the child dialog.
  await tabTo(page, page.getByRole("banner").getByRole("link", { name: "Dashboard" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/parent\/dashboard/);
  const add = page.getByRole("button", { name: /^Add (Your First )?Child$/ }).first();
  await tabTo(page, add);
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add child profile" });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel("Name"));
  await page.keyboard.type("Yahya");
  await tabTo(page, dialog.getByLabel("Age"));
  await page.keyboard.type("7");
  const level = dialog.getByRole("combobox", { name: "Level" });
  await tabTo(page, level);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Beginner" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(level).toContainText(/Beginner|Intermediate|Advanced/);
  await tabTo(page, dialog.getByRole("button", { name: "Add Child" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Student profile created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Yahya" })).toBeVisible();

  // The class's booking page: a day, a time, the details, the payment.
  await page.goto(`/class/${classId}/book`);
  await expect(page.getByRole("heading", { name: classTitle })).toBeVisible();
  const nextMonth = page.getByRole("button", { name: "Next month" });
  await tabTo(page, nextMonth);
  await page.keyboard.press("Enter");
  const day = page.locator("button[data-date]:not([disabled])").first();
  await tabTo(page, day, { max: 120 });
  await page.keyboard.press("Enter");
  const slot = page
    .getByRole("list", { name: "Time slots" })
    .getByRole("button")
    .and(page.locator(":not([disabled])"))
    .first();
  await tabTo(page, slot, { max: 120 });
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("button", { name: "Continue to Booking Details" }), { max: 120 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Booking Details" })).toBeFocused();
  await expect(page.getByRole("combobox", { name: "Student" })).toContainText("Yahya");
  await tabTo(page, page.getByLabel(/Notes/));
  await page.keyboard.type("Yahya is starting Juz 'Amma.");
  await tabTo(page, page.getByRole("button", { name: "Proceed to Payment" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Complete Payment" })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Sandbox payment" }), { max: 120 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Payment Complete" })).toBeFocused();
});

test("an admin reviews an application and rejects it with feedback, by keyboard alone", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const applicant = await createAccount("teacher", "Zaynab", `Keys${Date.now().toString(36)}`);
  await applyToTeach(browser, applicant, {
    bio: "Arabic grammar for teenagers.",
    qualifications: "BA Arabic",
    phoneNumber: "+20 2 2345 6789",
    specializations: ["Arabic Language"],
    languages: ["Arabic", "English"],
    timeZone: "Africa/Cairo",
  });

  await signInByKeyboard(page, await createAdmin());
  await page.goto("/admin/dashboard");
  // The tab list: arrows move between tabs, as in any tab list.
  const pending = page.getByRole("tab", { name: "Pending Review", exact: true });
  await tabTo(page, pending);
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Notifications", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(pending).toBeFocused();
  await page.keyboard.press("Enter");

  const review = page.getByRole("button", { name: `Review ${applicant.firstName} ${applicant.lastName}` });
  await tabTo(page, review, { max: 150 });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Review ${applicant.firstName} ${applicant.lastName}` });
  await expect(dialog).toBeVisible();
  // The dialog holds focus: the review's tabs, by arrows, to Decision.
  await tabTo(page, dialog.getByRole("tab", { name: "Profile" }));
  // Radix moves focus a moment after each arrow: each step is waited for, as a person sees it before the next.
  for (const tab of ["Documents", "Verification", "Decision"]) {
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("tab", { name: tab })).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByLabel("Feedback for the teacher"));
  await page.keyboard.type("Please upload your ID and police clearance.");
  await tabTo(page, dialog.getByRole("button", { name: "Reject" }));
  await page.keyboard.press("Enter");
  await expect(toast(page, "Teacher Rejected")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Review ${applicant.firstName} ${applicant.lastName}` })).toHaveCount(
    0,
  );
});
