// Issue 36 in Chromium, in English and Arabic at 375 and 1280 px: a teacher applies with an ijazah and an admin
// verifies it; a parent finds her (female, Warsh, verified ijazah), books a trial, and after its report starts a plan.
import type { Browser, Page } from "@playwright/test";
import { capture, createAccount, createAdmin, expect, signInViaApi, test, type NewUser } from "./fixtures";
import { startLessonBefore } from "./lessons-fixtures";
import { MATCHING_WORDS, type Words } from "./matching-words";

const WIDTHS = [375, 1280] as const;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

async function bothWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, name, width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The teacher fills the application wizard, ijazah included, and uploads the three scans. */
async function applyWithIjazah(page: Page, w: Words): Promise<void> {
  await page.goto("/teacher/onboarding");
  await page.getByLabel(w.phone).fill("+212 522 555 010");
  await page.getByLabel(w.bio).fill("I teach the Quran in the riwayah of Warsh to girls and young women, patiently.");
  await page.getByRole("button", { name: w.next }).click();
  await page.getByLabel(w.experience).fill("9");
  await page.getByLabel(w.rate).fill("18");
  await page.getByRole("button", { name: w.next }).click();
  await page.getByRole("checkbox", { name: w.recitation }).check();
  await page.getByRole("checkbox", { name: w.french, exact: true }).check();
  await page.getByRole("radio", { name: w.female, exact: true }).check();
  await page.getByRole("checkbox", { name: w.warsh }).check();
  await page.getByRole("checkbox", { name: w.holdIjazah }).check();
  await page.getByLabel(w.ijazahRiwayah).selectOption("warsh");
  await page.getByRole("checkbox", { name: w.coversTeaching }).check();
  await page.getByLabel(w.issuedBy).fill("Sheikh Abdelhamid Alaoui, Fez");
  await page.getByLabel(w.dateIssued).fill("2016-05-14");
  await page.getByLabel(w.chain).fill("From her sheikh, from his sheikh, to Warsh, from Nafi'.");
  await bothWidths(page, `matching-wizard${w.suffix}`);
  await page.getByRole("button", { name: w.next }).click();
  for (const [label, name] of [
    [w.idDoc, "id.pdf"],
    [w.policeDoc, "police.pdf"],
    [w.ijazahDoc, "ijazah.pdf"],
  ] as const) {
    await page.getByLabel(label).setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByRole("link", { name })).toBeVisible();
  }
  const applied = page.waitForResponse((r) => r.url().endsWith("/api/teacher/profile") && r.status() < 300);
  await page.getByRole("button", { name: w.submit }).click();
  const profile = await (await applied).json();
  expect(profile).toMatchObject({ gender: "female", riwayat: ["warsh"], ijazah: { riwayah: "warsh" } });
}

/** The admin reads the ijazah beside its scan and verifies it; the rest of the vetting goes through the API. */
async function verifyIjazah(browser: Browser, teacher: NewUser, language: "en" | "ar", w: Words): Promise<number> {
  const admin = await createAdmin();
  const ctx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await ctx.newPage();
  await signInViaApi(page, admin);
  await page.request.patch("/api/user/preferences", { data: { language } });
  const list = await (await page.request.get(`/api/teachers?status=pending&q=${teacher.lastName}`)).json();
  const { id: profileId, userId } = list[0] as { id: number; userId: number };
  await page.goto("/admin/dashboard");
  await page.getByRole("tab", { name: w.pendingTab }).click();
  await page.getByRole("button", { name: `${w.review} ${teacher.firstName} ${teacher.lastName}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: w.verificationTab }).click();
  await expect(dialog.getByRole("link", { name: "ijazah.pdf" })).toBeVisible();
  await dialog.getByLabel(w.howChecked).fill("Called the sheikh in Fez, who confirmed it; heard her recite Al-Mulk.");
  await bothWidths(page, `matching-admin-ijazah${w.suffix}`);
  await dialog.getByRole("button", { name: w.verifyIjazah }).click();
  await expect(dialog.getByText(w.ijazahVerified, { exact: true })).toBeVisible();
  // The interview held and the two checks, as the admin journeys of earlier issues do them.
  const interview = await page.request.post("/api/interviews", {
    data: { teacherId: userId, scheduledAt: new Date(Date.now() - 86_400_000).toISOString(), status: "scheduled" },
  });
  expect(interview.status(), await interview.text()).toBe(201);
  const held = await page.request.patch(`/api/interviews/${(await interview.json()).id}`, {
    data: { status: "completed", result: "approved" },
  });
  expect(held.status()).toBe(200);
  const approved = await page.request.patch(`/api/teacher/profile/${profileId}`, {
    data: { idVerified: true, policeCheckVerified: true, interviewCompleted: true, verificationStatus: "approved" },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  expect(await approved.json()).toMatchObject({ ijazahVerified: true, verificationStatus: "approved" });
  await ctx.close();
  return userId;
}

for (const language of ["en", "ar"] as const) {
  const w = MATCHING_WORDS[language];
  test(`a parent finds a female Warsh teacher with a verified ijazah, takes a trial and starts a plan (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const teacher = await createAccount("teacher", "Zaynab", `Warsh${stamp}`);
    const tctx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const tpage = await tctx.newPage();
    await signInViaApi(tpage, teacher);
    await tpage.request.patch("/api/user/preferences", { data: { language } });
    await applyWithIjazah(tpage, w);
    await verifyIjazah(browser, teacher, language, w);
    // The approved teacher's class with a free 20-minute trial.
    const made = await tpage.request.post("/api/classes", {
      data: {
        title: `Warsh recitation ${stamp}`,
        description: "Recitation in the riwayah of Warsh with its rules, one girl at a time.",
        subject: "Quran Recitation",
        level: "beginner",
        duration: 45,
        price: "18",
        maxStudents: 1,
        trialMinutes: 20,
        trialPrice: "0",
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const classId = (await made.json()).id as number;

    // The parent filters for her.
    const parent = await createAccount("parent", "Hafsa");
    await signInViaApi(page, parent);
    await page.request.patch("/api/user/preferences", { data: { language } });
    const child = await page.request.post("/api/student/profile", {
      data: { name: "Ruqayya", age: 9, level: "beginner" },
    });
    expect(child.status()).toBe(201);
    await page.goto("/browse-teachers");
    await page.getByLabel(w.teacherFilter, { exact: true }).selectOption("female");
    await page.getByLabel(w.riwayahFilter, { exact: true }).selectOption("warsh");
    await page.getByRole("checkbox", { name: w.ijazahOnly }).check();
    await page.getByRole("searchbox").fill(teacher.lastName);
    await expect(page).toHaveURL(/gender=female/);
    await expect(page).toHaveURL(/riwayah=warsh/);
    await expect(page).toHaveURL(/ijazah=true/);
    const card = page.getByRole("article").filter({ hasText: teacher.lastName });
    await expect(card.getByText(w.femaleTeacher, { exact: true })).toBeVisible();
    await expect(card.getByText(w.ijazahLine)).toBeVisible();
    await expect(card.getByText(w.teachesFrench)).toBeVisible();
    await bothWidths(page, `matching-browse${w.suffix}`);
    // A male filter does not find her.
    await page.getByLabel(w.teacherFilter, { exact: true }).selectOption("male");
    await expect(page.getByRole("article").filter({ hasText: teacher.lastName })).toHaveCount(0);

    // The trial, booked on the first free day.
    await page.goto(`/class/${classId}/book`);
    await page.getByRole("radio", { name: w.bookTrial }).check();
    await expect(async () => {
      const days = page.locator("[role=grid] button:not([disabled])");
      if ((await days.count()) === 0) await page.getByRole("button", { name: w.nextMonth }).click();
      await days.first().click({ timeout: 2_000 });
      await page.getByRole("list", { name: w.timeSlots }).getByRole("button").first().click({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole("button", { name: w.continueDetails }).click();
    await expect(page.getByText(w.trialLesson).first()).toBeVisible();
    const booked = page.waitForResponse((r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST");
    await page.getByRole("button", { name: w.confirm }).click();
    const booking = await (await booked).json();
    expect(booking).toMatchObject({ trial: true, amount: "0.00", paymentStatus: "paid" });
    await bothWidths(page, `matching-trial-booked${w.suffix}`);

    // The teacher reports the trial with a placement.
    await startLessonBefore(booking.id);
    const report = await tpage.request.post(`/api/bookings/${booking.id}/report`, {
      data: {
        attendance: "present",
        content: "Read Al-Fatiha with her; good makharij.",
        placement: { level: "beginner", surah: 78, ayah: 1 },
      },
    });
    expect(report.status(), await report.text()).toBe(201);
    await tctx.close();

    // The family is asked whether to continue, and starts a weekly plan.
    await page.goto("/parent/dashboard");
    const after = page.getByRole("region", { name: w.howWasTrial });
    await expect(after).toBeVisible();
    await expect(after).toContainText(w.placementStart);
    await bothWidths(page, `matching-after-trial${w.suffix}`);
    await after.getByRole("link", { name: w.startPlan }).click();
    await expect(page).toHaveURL(new RegExp(`/class/${classId}/weekly`));
    const times = page.getByRole("list", { name: w.weeklyTimes });
    const days = times.getByRole("listitem");
    await days.nth(0).getByRole("button").first().click();
    const plan = page.waitForResponse((r) => r.url().endsWith("/api/plans") && r.request().method() === "POST");
    await page.getByRole("button", { name: w.reviewWeeks }).click();
    expect((await plan).status()).toBe(201);
    await page.getByRole("button", { name: w.sandboxPay }).click();
    await expect(page.getByRole("status").filter({ hasText: w.planActive })).toBeVisible();
  });
}
