// Issue 5's vetting journey: an admin reviews a pending application, checks the document and the three items,
// schedules an interview, approves, and finds the teacher among the approved teachers.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, newUser, signIn, test, toast } from "./fixtures";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

test("an admin vets a teacher end to end", async ({ page, browser, consoleGuard }) => {
  test.setTimeout(90_000);
  // The applicant, through the API: account, profile and an ID document.
  const teacher = newUser("Hamza");
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
  const upload = await applicant.request.post("/api/documents/upload", {
    multipart: { documentType: "id", document: { name: "kimlik.pdf", mimeType: "application/pdf", buffer: PDF } },
  });
  expect(upload.status()).toBe(201);
  await applicant.close();

  // The admin, made the only way admins are made: the command line.
  const admin = { username: `admin_${Date.now().toString(36)}`, password: "admin-pass-123" };
  const cli = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/scripts/admin-create.ts", "--username", admin.username, "--password", admin.password, "--email", `${admin.username}@example.com`],
    { cwd: path.resolve(import.meta.dirname, ".."), env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL }, encoding: "utf8" },
  );
  expect(cli.status, cli.stderr).toBe(0);

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

  const posted = page.waitForResponse((r) => r.url().endsWith("/api/interviews") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Schedule Interview" }).click();
  expect((await posted).status()).toBe(201);
  await expect(toast(page, "Interview Scheduled")).toBeVisible();

  await dialog.getByRole("tab", { name: "Verification" }).click();
  await dialog.getByLabel("ID verified").check();
  await dialog.getByLabel("Police check verified").check();
  await dialog.getByLabel("Interview completed").check();
  await dialog.getByRole("button", { name: "Save Verification" }).click();
  await expect(toast(page, "Verification Saved")).toBeVisible();

  await dialog.getByRole("tab", { name: "Decision" }).click();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Teacher Approved")).toBeVisible();

  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Approved Teachers" }).click();
  await expect(page.getByRole("button", { name: `Review ${teacher.firstName} ${teacher.lastName}` })).toBeVisible();
  await page.getByRole("tab", { name: "Interviews" }).click();
  await expect(page.getByText(`${teacher.firstName} ${teacher.lastName}`).first()).toBeVisible();
});
