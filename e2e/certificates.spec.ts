// Issue 31, findings 1 and 2, on the public page: a juz certificate awaiting its second confirmation is not genuine
// yet; confirmed by an admin it is; withdrawn for cause it says so. Signed out, accessible in each state.
import crypto from "node:crypto";
import pg from "pg";
import { createAccount, createAdmin, expect, expectAccessible, signInViaApi, test } from "./fixtures";

/** Runs one statement on the app's database (the page is what is tested; the server tests cover how badges arise). */
async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    expect((await client.query(text, values)).rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

test("a juz certificate awaits its confirmation, then verifies, and a withdrawal for cause shows", async ({
  page,
  browser,
}) => {
  // Made in the database: sign-ups are limited per address, and the suite's own sign-up journeys need theirs.
  await signInViaApi(page, await createAccount("parent", "Khadija"));
  const child = await page.request.post("/api/student/profile", {
    data: { name: "Yahya Karim", age: 10, level: "intermediate" },
  });
  expect(child.status(), await child.text()).toBe(201);
  const studentId = (await child.json()).id as number;
  // Juz 30 as a report earns it: no confirmation yet.
  const code = crypto
    .randomBytes(8)
    .toString("hex")
    .toUpperCase()
    .replace(/(.{4})(?!$)/g, "$1-");
  await sql(
    `INSERT INTO student_badges (student_id, code, teacher_name, student_name, certificate_code)
     VALUES ($1, 'juz-30', 'Amina Yusuf', 'Yahya Karim', $2)`,
    [studentId, code],
  );

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/certificates/${code}`);
  await expect(visitorPage.getByRole("heading", { name: "Certificate awaiting confirmation" })).toBeVisible();
  await expect(visitorPage.getByText("Not valid until confirmed")).toBeVisible();
  await expect(visitorPage.getByText("Juz 30 memorised")).toBeVisible();
  await expect(visitorPage.getByText(/Genuine/)).toHaveCount(0);
  await expectAccessible(visitorPage, "certificate awaiting confirmation");

  // An admin confirms it: genuine, with the date of the confirmation.
  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const adminPage = await admin.newPage();
  await signInViaApi(adminPage, await createAdmin());
  const confirmed = await adminPage.request.post(`/api/students/${studentId}/badges/juz-30/confirm`, { data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await admin.close();
  await visitorPage.reload();
  await expect(visitorPage.getByRole("heading", { name: "Genuine Halaqa certificate" })).toBeVisible();
  await expect(visitorPage.getByText("Confirmed on")).toBeVisible();

  // Withdrawn for cause (the teacher rejected, decision 075): the page says Halaqa withdrew it.
  await sql("UPDATE student_badges SET revoked_at = now(), revoked_for_cause = true WHERE certificate_code = $1", [
    code,
  ]);
  await visitorPage.reload();
  await expect(visitorPage.getByRole("heading", { name: "Certificate withdrawn" })).toBeVisible();
  await expect(visitorPage.getByText(/after reviewing the teacher who issued it/)).toBeVisible();
  await expect(visitorPage.getByText("Withdrawn on")).toBeVisible();
  await expectAccessible(visitorPage, "certificate withdrawn for cause");
  await visitor.close();
});
