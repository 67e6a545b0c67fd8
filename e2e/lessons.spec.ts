// Issue 16's journey, the lesson after the booking: booked and paid, completed with a report the parent reads in
// Progress, then reviewed; the review and the new rating appear on the teacher's page and browse card.
import pg from "pg";
import { approvedTeacherWithClass, captureBoth, expect, newUser, signIn, signUpViaApi, test, toast } from "./fixtures";

test.use({ timezoneId: "Europe/London" });

/** Moves the lesson to have started five minutes ago (it ends in 40): the test cannot wait for the real start. */
async function startLessonNow(bookingId: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE bookings SET scheduled_at = now() - interval '5 minutes', ends_at = now() + interval '40 minutes' WHERE id = $1`,
      [bookingId],
    );
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

test("a lesson is booked and paid, taught and reported, then reviewed on the teacher's profile", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const classTitle = `Hifz Circle ${Date.now().toString(36)}`;
  const { teacher, classId } = await approvedTeacherWithClass(browser, {
    timeZone: "Asia/Karachi",
    classTitle,
    price: "20",
    subject: "Quran Memorization",
    level: "beginner",
  });

  // 1. A parent with a child whose goals the teacher must see books and pays.
  const parent = newUser("Sumayya");
  await signUpViaApi(page, parent);
  const child = await page.request.post("/api/student/profile", {
    data: {
      name: "Yusuf",
      age: 9,
      level: "beginner",
      goals: "Finish Juz 'Amma by summer",
      specialNeeds: "Needs short breaks",
    },
  });
  expect(child.status(), await child.text()).toBe(201);
  await page.goto(`/class/${classId}/book`);
  await page.getByRole("button", { name: "Next month" }).click();
  await page.locator("button[data-date]:not([disabled])").first().click();
  await page
    .getByRole("list", { name: "Time slots" })
    .getByRole("button")
    .and(page.locator(":not([disabled])"))
    .first()
    .click();
  await page.getByRole("button", { name: "Continue to Booking Details" }).click();
  await page.getByLabel(/Notes/).fill("Yusuf knows Al-Fatiha already.");
  const created = page.waitForResponse((r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  const createdRes = await created;
  expect(createdRes.status()).toBe(201);
  const bookingId = (await createdRes.json()).id as number;
  await page.getByRole("button", { name: "Sandbox payment" }).click();
  await expect(page.getByText("Payment Complete").first()).toBeVisible();

  // 2. The teacher: a lesson link for the class, the child's details, and the lesson completed with a report.
  await startLessonNow(bookingId);
  const teacherCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, timezoneId: "Asia/Karachi" });
  const teacherPage = await teacherCtx.newPage();
  await signIn(teacherPage, teacher.username, teacher.password);
  await expect(teacherPage).toHaveURL("/");
  const link = await teacherPage.request.patch(`/api/classes/${classId}`, {
    data: { meetingUrl: "https://meet.google.com/abc-defg-hij" },
  });
  expect(link.status(), await link.text()).toBe(200);
  await teacherPage.goto("/teacher/dashboard?tab=bookings");
  await teacherPage
    .getByRole("button", { name: /^Details for Yusuf/ })
    .first()
    .click();
  const details = teacherPage.getByRole("dialog", { name: "Lesson details" });
  await expect(details.getByText("Finish Juz 'Amma by summer")).toBeVisible();
  await expect(details.getByText("Needs short breaks")).toBeVisible();
  await expect(details.getByText("Yusuf knows Al-Fatiha already.")).toBeVisible();
  await expect(details.getByRole("link", { name: "Join lesson" })).toHaveAttribute(
    "href",
    "https://meet.google.com/abc-defg-hij",
  );
  await captureBoth(teacherPage, "lesson-details");
  await teacherPage.keyboard.press("Escape");
  await teacherPage
    .getByRole("button", { name: /^Complete lesson for Yusuf/ })
    .first()
    .click();
  const form = teacherPage.getByRole("form", { name: "Complete lesson" });
  await form.getByRole("radio", { name: "Present" }).check();
  await form.getByLabel("What was covered").fill("Revised Al-Fatiha and began An-Naba, ayat 1-10.");
  await form
    .locator("label")
    .filter({ has: teacherPage.getByRole("radio", { name: "5 out of 5" }) })
    .click();
  await form.getByLabel("Homework (optional)").fill("Recite An-Naba 1-10 three times a day");
  await form.getByRole("button", { name: "Complete lesson" }).click();
  await expect(toast(teacherPage, "Lesson completed")).toBeVisible();
  await teacherCtx.close();

  // 3. The parent is told, opens the notification to Progress, reads the report, and reviews the teacher.
  await page.goto("/parent/dashboard");
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  await page.getByRole("menuitem", { name: /New progress report for Yusuf/ }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard\?tab=progress&child=\d+/);
  // The menu closes with an animation, and its notification quotes the homework: read the page once it has gone.
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(page.getByText("Revised Al-Fatiha and began An-Naba, ayat 1-10.")).toBeVisible();
  await expect(page.getByText("Recite An-Naba 1-10 three times a day")).toBeVisible();
  await captureBoth(page, "progress");
  const request = page.getByRole("region", { name: "Review requests" });
  await request.getByRole("button", { name: /^Write a review/ }).click();
  const review = page.getByRole("dialog", { name: "Write a review" });
  await review.locator("label").filter({ hasText: "4 stars" }).click();
  await review.getByLabel("Comment (optional)").fill("Patient and clear; our son looks forward to every lesson.");
  await review.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Thank you for your review")).toBeVisible();
  await expect(request).toHaveCount(0);

  // 4. The review and the rating on the teacher's profile page and browse card; no child's name beside it.
  await page.goto("/browse-teachers");
  await page.getByPlaceholder("Search by specialization or qualifications...").fill(teacher.lastName);
  // The search is in the address and its results are final (no later replace of the URL undoes the click below).
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByRole("list", { name: "Teachers" })).toHaveAttribute("aria-busy", "false");
  const card = page.getByRole("article", { name: `${teacher.firstName} ${teacher.lastName}` });
  await expect(card.getByText("4.0 (1 review)")).toBeVisible();
  await card.getByRole("link", { name: /View profile/ }).click();
  await expect(page).toHaveURL(/\/teachers\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: `${teacher.firstName} ${teacher.lastName}` })).toBeVisible();
  await expect(page.getByText("4.0 (1 review)").first()).toBeVisible();
  const reviewItem = page.locator("[id^=review-]").first();
  await expect(reviewItem).toContainText("Patient and clear; our son looks forward to every lesson.");
  await expect(reviewItem).toContainText(`${parent.firstName} ${parent.lastName.charAt(0)}.`);
  await expect(reviewItem).not.toContainText(parent.lastName);
  await captureBoth(page, "teacher-profile");
});
