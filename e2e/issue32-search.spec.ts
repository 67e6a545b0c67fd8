// Issue 32: a family's search finds a class by what they type ("juz amma" for "Juz' ʿAmma"), and each teacher card
// shows one price, "From" the lowest class price; the application asks for the hourly rate in USD.
import { approvedTeacherWithClass, captureBoth, createAccount, expect, signInViaApi, test } from "./fixtures";

test("a family finds a class by its folded title, and the card shows one price", async ({ page, browser }) => {
  const token = `zq${Date.now().toString(36).replace(/\d/g, "")}`;
  const { teacher } = await approvedTeacherWithClass(browser, {
    timeZone: "Asia/Karachi",
    classTitle: `Juz' ʿAmma ${token}`,
    price: "30",
    subject: "Quran Recitation",
    level: "beginner",
  });
  const parent = await createAccount("parent", "Maryam");
  await signInViaApi(page, parent);
  await page.goto("/browse-teachers");
  await page.getByPlaceholder("Search by specialization or qualifications...").fill(`juz amma ${token}`);
  await expect(page.getByText("Found 1 qualified teacher(s)")).toBeVisible();
  const card = page.getByRole("article", { name: `${teacher.firstName} ${teacher.lastName}` });
  await expect(card.getByText("From $30.00")).toBeVisible();
  await expect(card.getByText(/\/hour/)).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Teachers" })).toHaveAttribute("aria-busy", "false");
  await captureBoth(page, "issue32-search-card");
});

test("the application asks for the hourly rate in USD, with no currency to choose", async ({ page, consoleGuard }) => {
  // Before the first submit the teacher has no profile yet: the wizard's profile read answers 404.
  consoleGuard.allowHttpError(404, /^\/api\/teacher\/profile$/);
  const teacher = await createAccount("teacher", "Yusuf");
  await signInViaApi(page, teacher);
  await page.goto("/teacher/onboarding");
  await page.getByLabel("Phone number").fill("+44 20 7946 0123");
  await page.getByLabel("Bio").fill("I teach tajweed to children.");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Qualifications & Experience" })).toBeVisible();
  await expect(page.getByLabel("Hourly rate (USD)")).toBeVisible();
  await expect(
    page.getByText("In US dollars, like class prices. Families also see it in their own currency."),
  ).toBeVisible();
  await expect(page.getByLabel("Currency")).toHaveCount(0);
  await captureBoth(page, "issue32-onboarding-rate");
});
