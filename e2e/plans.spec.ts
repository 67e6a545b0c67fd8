// Issue 33, weekly plans in Chromium, in English and Arabic at 375 and 1280 px: a parent books weekly lessons and pays,
// pauses for Ramadan and cancels; the teacher sees the roster.
import type { Browser, Page } from "@playwright/test";
import { approvedTeacherWithClass, capture, createAccount, expect, signInViaApi, test } from "./fixtures";

const WIDTHS = [375, 1280] as const;

/** An approved teacher's one-to-one class in London and a signed-in parent in New York with one child. */
async function family(browser: Browser, page: Page, child: string, language: "en" | "ar" = "en") {
  const { teacher, classId } = await approvedTeacherWithClass(browser, {
    timeZone: "Europe/London",
    classTitle: `Hifz Circle ${Date.now().toString(36)}`,
    price: "15",
    subject: "Quran Memorization",
    level: "beginner",
  });
  const parent = await createAccount("parent", "Khadijah");
  await signInViaApi(page, parent);
  const prefs = await page.request.patch("/api/user/preferences", { data: { timeZone: "America/New_York", language } });
  expect(prefs.status(), await prefs.text()).toBe(200);
  const added = await page.request.post("/api/student/profile", { data: { name: child, age: 10, level: "beginner" } });
  expect(added.status(), await added.text()).toBe(201);
  return { teacher, classId, parent };
}

for (const language of ["en", "ar"] as const) {
  test(`a parent books weekly lessons and pays the first four weeks (${language === "en" ? "English" : "Arabic"})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const words = {
      en: {
        heading: "Book weekly lessons",
        review: "Review the four weeks",
        times: "Weekly times",
        active: "Your weekly plan is active",
      },
      ar: {
        heading: "احجز دروسًا أسبوعية",
        review: "راجع الأسابيع الأربعة",
        times: "المواعيد الأسبوعية",
        active: "خطتك الأسبوعية فعّالة",
      },
    }[language];
    const { classId } = await family(browser, page, "Hamza", language);
    await page.goto(`/class/${classId}/weekly`);
    await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
    const times = page.getByRole("list", { name: words.times });
    await expect(times.getByRole("button").first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await capture(page, `plans-book-weekly${language === "ar" ? "-ar" : ""}`, width);
    }
    // Two weekly times, each on its own day.
    const days = times.getByRole("listitem");
    await days.nth(0).getByRole("button").first().click();
    await days.nth(2).getByRole("button").first().click();
    await expect(times.locator("[aria-pressed=true]")).toHaveCount(2);
    const made = page.waitForResponse((r) => r.url().endsWith("/api/plans") && r.request().method() === "POST");
    await page.getByRole("button", { name: words.review }).click();
    const plan = await (await made).json();
    expect(plan.weekly).toHaveLength(2);
    await expect(page).toHaveURL(new RegExp(`/class/${classId}/weekly\\?plan=${plan.id}$`));
    // The four weeks as the server made them, and their total.
    const lessons = plan.currentCycle.lessons.length as number;
    expect(lessons).toBeGreaterThanOrEqual(7);
    expect(plan.currentCycle.amount).toBe((lessons * 15).toFixed(2));
    await expect(page.locator("#plan-lessons-heading + ol > li")).toHaveCount(lessons);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await capture(page, `plans-review${language === "ar" ? "-ar" : ""}`, width);
    }
    await page.getByRole("button", { name: language === "en" ? "Sandbox payment" : "دفع تجريبي" }).click();
    await expect(page.getByRole("status").filter({ hasText: words.active })).toBeVisible();
    const paid = await page.request.get(`/api/plans/${plan.id}`);
    expect((await paid.json()).status).toBe("active");
    await capture(page, `plans-paid${language === "ar" ? "-ar" : ""}`, 1280);
    // The family's receipt is in the bell, with the four weeks' amount.
    await page.goto("/parent/dashboard");
    await page.getByRole("button", { name: language === "en" ? /^Notifications/ : /^الإشعارات/ }).click();
    const receipt = page.getByRole("menuitem", {
      name: language === "en" ? /Weekly plan paid/ : /تم دفع الخطة الأسبوعية/,
    });
    await expect(receipt).toContainText(plan.currentCycle.amount);
    await capture(page, `plans-receipt${language === "ar" ? "-ar" : ""}`, 1280);
  });
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const language of ["en", "ar"] as const) {
  test(`on the dashboard a parent pauses a plan for Ramadan and cancels it; the teacher sees the roster (${language === "en" ? "English" : "Arabic"})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const words = {
      en: {
        plans: "Plans",
        pause: "Pause the plan",
        paused: "Plan paused",
        cancel: "Cancel plan",
        cancelled: "Cancelled",
        roster: "Plan students",
      },
      ar: {
        plans: "الخطط",
        pause: "أوقف الخطة مؤقتًا",
        paused: "أُوقفت الخطة مؤقتًا",
        cancel: "إلغاء الخطة",
        cancelled: "ملغاة",
        roster: "طلاب الخطط",
      },
    }[language];
    const { teacher, classId } = await family(browser, page, "Maryam", language);
    // A plan on one weekday at 17:00 in London, from a weekday next week, paid in the sandbox.
    let startsOn = addDays(new Date().toISOString().slice(0, 10), 7);
    if (new Date(`${startsOn}T12:00:00Z`).getUTCDay() === 0) startsOn = addDays(startsOn, 1);
    const day = new Date(`${startsOn}T12:00:00Z`).getUTCDay();
    const studentId = (await (await page.request.get("/api/student/profiles")).json())[0].id as number;
    const made = await page.request.post("/api/plans", {
      data: { classId, studentId, weekly: [{ day, time: "17:00" }], startsOn },
    });
    expect(made.status(), await made.text()).toBe(201);
    const plan = await made.json();
    const order = await page.request.post("/order", {
      data: { amount: plan.currentCycle.amount, currency: "USD", intent: "CAPTURE", planId: plan.id },
    });
    expect(order.status(), await order.text()).toBe(200);
    expect((await page.request.post(`/order/${(await order.json()).id}/capture`)).status()).toBe(200);

    await page.goto("/parent/dashboard?tab=plans");
    await expect(page.getByRole("tab", { name: words.plans, selected: true })).toBeVisible();
    const card = page
      .getByRole("list", { name: language === "en" ? "Your weekly plans" : "خططك الأسبوعية" })
      .getByRole("listitem")
      .first();
    await expect(card).toContainText("Maryam");
    // Paused over the second and third weeks: their two lessons become credits.
    await card.getByRole("button", { name: new RegExp(`^${language === "en" ? "Pause" : "إيقاف مؤقت"}`) }).click();
    const dialog = page.getByRole("dialog", { name: words.pause });
    await dialog
      .getByLabel(language === "en" ? "First day without lessons" : "أول يوم بلا دروس")
      .fill(addDays(startsOn, 7));
    await dialog
      .getByLabel(language === "en" ? "Last day without lessons" : "آخر يوم بلا دروس")
      .fill(addDays(startsOn, 14));
    await dialog.getByRole("button", { name: words.pause }).click();
    await expect(page.getByText(words.paused).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const after = await (await page.request.get(`/api/plans/${plan.id}`)).json();
    expect(after.credits).toEqual({ count: 2, amount: "30.00" });
    expect(after.pauses).toEqual([{ from: addDays(startsOn, 7), until: addDays(startsOn, 14) }]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await capture(page, `plans-dashboard-paused${language === "ar" ? "-ar" : ""}`, width);
    }

    // The teacher's roster lists the child.
    const teacherContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const teacherPage = await teacherContext.newPage();
    await signInViaApi(teacherPage, teacher);
    if (language === "ar")
      expect((await teacherPage.request.patch("/api/user/preferences", { data: { language: "ar" } })).status()).toBe(
        200,
      );
    await teacherPage.goto("/teacher/dashboard?tab=bookings");
    const roster = teacherPage.getByRole("region", { name: words.roster });
    await expect(roster).toContainText("Maryam");
    for (const width of WIDTHS) {
      await teacherPage.setViewportSize({ width, height: 800 });
      await capture(teacherPage, `plans-roster${language === "ar" ? "-ar" : ""}`, width);
    }
    await teacherContext.close();

    // Cancelled in one click after the confirmation: no renewal, the paid lessons go ahead.
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole("button", { name: new RegExp(`^${words.cancel}`) }).click();
    await page.getByRole("dialog").getByRole("button", { name: words.cancel }).click();
    await expect(card).toContainText(words.cancelled);
    const cancelled = await (await page.request.get(`/api/plans/${plan.id}`)).json();
    expect(cancelled).toMatchObject({ status: "cancelled", renewsOn: null });
    expect(cancelled.lastLessonAt).not.toBeNull();
  });
}
