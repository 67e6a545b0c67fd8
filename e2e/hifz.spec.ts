// Issue 19's journey: the hifz ledger. A teacher records sabaq and sabqi over two lessons; the parent sees the juz
// map change and a badge appear, downloads the certificate, and its code verifies on the public page, signed out.
import fs from "node:fs";
import pg from "pg";
import type { Page } from "@playwright/test";
import { approvedTeacherWithClass, captureBoth, expect, newUser, signIn, signUpViaApi, test, toast } from "./fixtures";

test.use({ timezoneId: "Europe/London" });

/** Moves the lesson to have started five minutes ago (the test cannot wait for the real start). */
async function startLessonNow(bookingId: number, daysAgo = 0): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE bookings SET scheduled_at = now() - make_interval(days => $2) - interval '5 minutes',
                           ends_at = now() - make_interval(days => $2) + interval '40 minutes' WHERE id = $1`,
      [bookingId, daysAgo],
    );
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** A paid lesson of the class for the child, on the first free slot the class offers (through the API: booking is issue 8's journey). */
async function bookAndPay(page: Page, classId: number, studentId: number, skip: number): Promise<number> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const slots = (await (
    await page.request.get(`/api/classes/${classId}/availability?from=${day(2)}&to=${day(30)}`)
  ).json()) as { startsAt: string; available: boolean }[];
  const free = slots.filter((s) => s.available);
  // Every third free slot: two lessons of the same child never touch.
  expect(free.length).toBeGreaterThan(skip * 3);
  const booked = await page.request.post("/api/bookings", {
    data: { classId, studentId, scheduledAt: free[skip * 3].startsAt },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()) as { id: number; amount: string };
  const order = await page.request.post("/order", {
    data: { amount: booking.amount, currency: "USD", intent: "CAPTURE", bookingId: booking.id },
  });
  expect(order.status(), await order.text()).toBe(200);
  const capture = await page.request.post(`/order/${(await order.json()).id}/capture`);
  expect(capture.status(), await capture.text()).toBe(200);
  return booking.id;
}

/** The teacher completes the lesson, recording the hifz entries as a teacher would in the form. */
async function completeWithHifz(teacherPage: Page, fill: (form: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await teacherPage.goto("/teacher/dashboard?tab=bookings");
  await teacherPage
    .getByRole("button", { name: /^Complete lesson for Bilal/ })
    .first()
    .click();
  const form = teacherPage.getByRole("form", { name: "Complete lesson" });
  await form.getByRole("radio", { name: "Present" }).check();
  await form.getByLabel("What was covered").fill("Memorisation of the last surahs, with their tajweed.");
  await fill(form);
  await form.getByRole("button", { name: "Complete lesson" }).click();
  await expect(toast(teacherPage, "Lesson completed")).toBeVisible();
}

test("a teacher records sabaq and sabqi; the parent sees the map and a badge, and the certificate verifies", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { teacher, classId } = await approvedTeacherWithClass(browser, {
    timeZone: "Europe/London",
    classTitle: `Juz 'Amma Circle ${Date.now().toString(36)}`,
    price: "15",
    subject: "Quran Memorization",
    level: "beginner",
  });
  const parent = newUser("Hafsa");
  await signUpViaApi(page, parent);
  const child = await page.request.post("/api/student/profile", {
    data: { name: "Bilal Ahmed", age: 8, level: "beginner", goals: "Juz 'Amma" },
  });
  expect(child.status(), await child.text()).toBe(201);
  const studentId = (await child.json()).id as number;
  const first = await bookAndPay(page, classId, studentId, 0);
  const second = await bookAndPay(page, classId, studentId, 1);

  const teacherCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, timezoneId: "Europe/London" });
  const teacherPage = await teacherCtx.newPage();
  await signIn(teacherPage, teacher.username, teacher.password);
  await expect(teacherPage).toHaveURL("/");

  // 1. Lesson one: a new sabaq, An-Nas 1–6, typed by name, graded excellent.
  await startLessonNow(first, 2);
  await completeWithHifz(teacherPage, async (form) => {
    await form.getByRole("button", { name: /^Add sabaq/ }).click();
    const entry = form.getByRole("group", { name: "Hifz entry 1" });
    await entry.getByLabel("From surah").fill("An-Naas");
    await entry.getByLabel("From ayah").fill("1");
    await entry.getByLabel("To surah").fill("114");
    await entry.getByLabel("To ayah").fill("6");
    await entry.getByLabel("Grade").selectOption("excellent");
    await entry.getByLabel("Tajweed").fill("1");
  });

  // 2. The parent: Juz 30 has begun, and the first surah's badge is earned.
  await page.goto(`/parent/dashboard?tab=progress&child=${studentId}`);
  const map = page.getByRole("list", { name: "The 30 juz" });
  await expect(
    map.getByRole("button", { name: /^Juz 30: 1% memorised \(6 of 564 ayat\), revised recently$/ }),
  ).toBeVisible();
  const badges = page.getByRole("list", { name: "Badges" });
  await expect(badges.getByText("First surah memorised: An-Naas")).toBeVisible();
  await expect(badges.getByText("First lesson attended")).toBeVisible();

  // 3. Lesson two: the next sabaq starts where the last ended (the form offers it), and An-Nas is revised as sabqi.
  await startLessonNow(second);
  await completeWithHifz(teacherPage, async (form) => {
    // An-Nas was the last surah: the next sabaq begins again from the teacher's choice, Al-Falaq.
    await form.getByRole("button", { name: "Sabqi: An-Naas 1–6" }).click();
    await form.getByRole("button", { name: /^Add sabaq/ }).click();
    const sabaq = form.getByRole("group", { name: "Hifz entry 2" });
    await sabaq.getByLabel("From surah").fill("113");
    await sabaq.getByLabel("From ayah").fill("1");
    await sabaq.getByLabel("To surah").fill("113");
    await sabaq.getByLabel("To ayah").fill("5");
  });
  await teacherCtx.close();

  await page.reload();
  await expect(
    map.getByRole("button", { name: /^Juz 30: 2% memorised \(11 of 564 ayat\), revised recently$/ }),
  ).toBeVisible();
  await map.getByRole("button", { name: /^Juz 30:/ }).click();
  const surahs = page.getByRole("list", { name: "Surahs of juz 30" });
  await expect(surahs.locator("li", { hasText: "Al-Falaq" })).toContainText("5/5 ayat");
  await expect(surahs.locator("li", { hasText: "An-Naas" })).toContainText("6/6 ayat");
  // Two dates, two names (issue 32): the memorised part heard in full, and anything heard.
  await expect(page.getByText("Memorised ayat last revised in full today", { exact: true })).toBeVisible();
  await expect(page.getByText("Last heard today", { exact: true })).toBeVisible();
  await captureBoth(page, "hifz-progress");

  // 4. The certificate: a PDF, and its code verifies on the public page for someone signed out.
  const download = page.waitForEvent("download");
  await badges.getByRole("link", { name: "Download the certificate: First surah memorised: An-Naas" }).click();
  const pdf = fs.readFileSync((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const list = (await (await page.request.get(`/api/students/${studentId}/badges`)).json()) as {
    code: string;
    certificateCode?: string;
  }[];
  const code = list.find((b) => b.code === "first-surah")?.certificateCode;
  expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/certificates/${code}`);
  await expect(visitorPage.getByRole("heading", { name: "Genuine Halaqa certificate" })).toBeVisible();
  await expect(visitorPage.getByText("First surah memorised: An-Naas")).toBeVisible();
  // The first name only: the family's surname is not told to whoever holds the code.
  await expect(visitorPage.getByText("Bilal", { exact: true })).toBeVisible();
  await expect(visitorPage.getByText("Ahmed")).toHaveCount(0);
  await captureBoth(visitorPage, "certificate-check");
  await visitorPage.goto("/certificates/0000-0000-0000-0000");
  await expect(visitorPage.getByRole("heading", { name: "Certificate not found" })).toBeVisible();
  await visitor.close();

  // 5. In Arabic (issue 32): the map reads from the right (juz 1 right of juz 2) at both widths.
  expect((await page.request.patch("/api/user/preferences", { data: { language: "ar" } })).status()).toBe(200);
  await page.reload();
  const arabicMap = page.getByRole("list", { name: "الأجزاء الثلاثون" });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    const one = await arabicMap.getByRole("button", { name: /^الجزء 1:/ }).boundingBox();
    const two = await arabicMap.getByRole("button", { name: /^الجزء 2:/ }).boundingBox();
    expect(one!.x, `juz 1 right of juz 2 at ${width} px`).toBeGreaterThan(two!.x);
  }
  await arabicMap.getByRole("button", { name: /^الجزء 30:/ }).click();
  await expect(page.getByText("آخر مراجعة كاملة للمحفوظ: اليوم", { exact: true })).toBeVisible();
  await captureBoth(page, "hifz-progress-ar");
});
