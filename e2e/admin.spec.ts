// Issue 5's vetting journey: an admin reviews a pending application, checks the document and the three items, schedules
// an interview, approves, and finds the teacher among the approved teachers and in a parent's Browse Teachers.
import { createAdmin, expect, newUser, signIn, test, toast } from "./fixtures";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

test("an admin vets a teacher end to end", async ({ page, browser, consoleGuard }) => {
  test.setTimeout(90_000);
  // The applicant, through the API: account, profile, an ID and a police clearance.
  // A surname no other test uses, so the parent's search finds exactly this teacher.
  const teacher = { ...newUser("Hamza"), lastName: `Vetted${Date.now().toString(36)}` };
  const applicant = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  expect((await applicant.request.post("/api/register", { data: { ...teacher, role: "teacher" } })).status()).toBe(201);
  const profile = await applicant.request.post("/api/teacher/profile", {
    data: {
      bio: "Aqeedah teacher for children, patient and clear.",
      qualifications: "BA Theology",
      experience: 4,
      hourlyRate: "25",
      currency: "USD",
      phoneNumber: "+90 212 555 0101",
      specializations: ["Aqeedah (Islamic Beliefs)"],
      languages: ["Turkish", "English"],
    },
  });
  expect(profile.status()).toBe(201);
  // Both safeguarding documents: an admin verifies only what is there (issue 31).
  for (const [documentType, name] of [
    ["id", "kimlik.pdf"],
    ["police_check", "adli-sicil.pdf"],
  ]) {
    const upload = await applicant.request.post("/api/documents/upload", {
      multipart: { documentType, document: { name, mimeType: "application/pdf", buffer: PDF } },
    });
    expect(upload.status()).toBe(201);
  }
  await applicant.close();

  // The admin, made in the database as the command line would (admins are never made over HTTP).
  const admin = await createAdmin();

  await signIn(page, admin.username, admin.password);
  await expect(page).toHaveURL("/");
  await page.goto("/admin/dashboard");
  await page.getByRole("tab", { name: "Pending Review" }).click();
  await page.getByRole("button", { name: `Review ${teacher.firstName} ${teacher.lastName}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Review ${teacher.firstName} ${teacher.lastName}` })).toBeVisible();

  // Documents: the uploaded file opens for the admin.
  await dialog.getByRole("tab", { name: "Documents" }).click();
  const link = dialog.getByRole("link", { name: "kimlik.pdf" });
  await expect(link).toBeVisible();
  const file = await page.request.get((await link.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");

  // Approval is refused until the checks are done: the dialog says what is missing.
  consoleGuard.allowHttpError(409, /^\/api\/teacher\/profile\/\d+$/);
  await dialog.getByRole("tab", { name: "Decision" }).click();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(dialog.getByText(/missing ID verification, police check, interview/)).toBeVisible();

  // The interview took place an hour ago (a call the admin records afterwards): it can be completed now, and only
  // then does it count.
  const anHourAgo = new Date(Date.now() - 3_600_000);
  const local = new Date(anHourAgo.getTime() - anHourAgo.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await dialog.getByLabel("Date and time").fill(local);
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/interviews") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Schedule Interview" }).click();
  expect((await posted).status()).toBe(201);
  await expect(toast(page, "Interview Scheduled")).toBeVisible();

  await dialog.getByRole("tab", { name: "Verification" }).click();
  await dialog.getByLabel("ID verified").check();
  await dialog.getByLabel("Police clearance verified").check();
  // The interview is not a box to tick: it counts once held and completed with result approved.
  await expect(dialog.getByText("Interview not completed yet")).toBeVisible();
  await dialog.getByRole("button", { name: "Save Verification" }).click();
  await expect(toast(page, "Verification Saved")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "Interviews" }).click();
  await page
    .getByRole("button", { name: `Mark interview with ${teacher.firstName} ${teacher.lastName} completed` })
    .click();
  await page.getByRole("button", { name: "Save Result" }).click();
  await expect(toast(page, "Interview Completed")).toBeVisible();
  await page.getByRole("tab", { name: "Pending Review" }).click();
  await page.getByRole("button", { name: `Review ${teacher.firstName} ${teacher.lastName}` }).click();
  await dialog.getByRole("tab", { name: "Verification" }).click();
  await expect(dialog.getByText("Interview completed", { exact: true })).toBeVisible();

  await dialog.getByRole("tab", { name: "Decision" }).click();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Teacher Approved")).toBeVisible();

  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Approved Teachers" }).click();
  await expect(page.getByRole("button", { name: `Review ${teacher.firstName} ${teacher.lastName}` })).toBeVisible();
  await page.getByRole("tab", { name: "Interviews" }).click();
  await expect(page.getByText(`${teacher.firstName} ${teacher.lastName}`).first()).toBeVisible();

  // A parent now finds the teacher in Browse Teachers (only approved teachers are listed there).
  const parentContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const parentPage = await parentContext.newPage();
  expect(
    (await parentPage.request.post("/api/register", { data: { ...newUser("Sumayya"), role: "parent" } })).status(),
  ).toBe(201);
  await parentPage.goto("/browse-teachers");
  await parentPage.getByPlaceholder("Search by specialization or qualifications...").fill(teacher.lastName);
  await expect(parentPage.getByText("Found 1 qualified teacher(s)")).toBeVisible();
  await expect(parentPage.getByRole("heading", { name: `${teacher.firstName} ${teacher.lastName}` })).toBeVisible();
  await expect(parentPage.getByText("Verified").first()).toBeVisible();
  await parentContext.close();
});
