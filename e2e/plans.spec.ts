// Issue 33, weekly plans in Chromium: a parent books weekly lessons (times in their zone, the four weeks and the
// total before paying), pays in the sandbox, pauses for Ramadan and cancels; the teacher sees the roster. In English
// and Arabic, with screenshots at 375 and 1280 px.
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
  });
}
