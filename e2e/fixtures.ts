// Shared test fixtures and helpers. Every test fails on a console error or an uncaught page error
// (CSP violations are console errors too), except HTTP statuses the test declares as expected.
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type Locator, type Page } from "@playwright/test";
import pg from "pg";

import { hashPassword } from "../server/auth/password";

const SAFEGUARDING_PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

interface ConsoleGuard {
  /** Declares an expected "Failed to load resource" console error: status and a URL path pattern. */
  allowHttpError(status: number, path: RegExp): void;
}

// Signed out, the session check GET /api/user answers 401 (the client reads it as "no user"); Chromium
// logs every 4xx response as a console error, so this one is expected on every signed-out page.
const ALWAYS_ALLOWED: { status: number; path: RegExp }[] = [{ status: 401, path: /^\/api\/user$/ }];

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const allowed = [...ALWAYS_ALLOWED];
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        const http = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
        if (http) {
          const status = Number(http[1]);
          const where = msg.location().url;
          const pathname = where ? new URL(where).pathname : "";
          if (allowed.some((a) => a.status === status && a.path.test(pathname))) return;
          errors.push(`[console] ${text} (${where}) on ${page.url()}`);
          return;
        }
        errors.push(`[console] ${text} on ${page.url()}`);
      });
      page.on("pageerror", (err) => errors.push(`[pageerror] ${err.message} on ${page.url()}`));
      await use({ allowHttpError: (status, path) => allowed.push({ status, path }) });
      if (errors.length) {
        await testInfo.attach("console-errors", { body: errors.join("\n"), contentType: "text/plain" });
      }
      expect(errors, "console errors or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A toast with this text: an item of the list in sonner's 'Notifications alt+T' region (decision 039). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });
}

export interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

let counter = 0;
/** A unique parent account for this run (the database is fresh, but tests must not share users). */
export function newUser(firstName = "Maryam"): NewUser {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    firstName,
    lastName: "Tester",
    username: `e2e_${id}`,
    email: `e2e_${id}@example.com`,
    password: "correct-horse-battery",
  };
}

/** Signs up through the /auth page's Sign Up tab and waits for the signed-in home page. */
export async function signUp(page: Page, user: NewUser, role: "Parent" | "Teacher" = "Parent"): Promise<void> {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign up" });
  // /auth comes prerendered (decision 012): a click that lands before React has taken the page over does nothing
  // (seen through nginx in the scale-out run), so the tab is clicked again until its form shows.
  await expect(async () => {
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(form).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await form.getByLabel("First name").fill(user.firstName);
  await form.getByLabel("Last name").fill(user.lastName);
  await form.getByLabel("Username").fill(user.username);
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel("Password").fill(user.password);
  await form.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL("/");
}

/** Signs in through the /auth page's Sign In tab. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/auth");
  // Prerendered: typed before React takes the page over, the username was lost at hydration (a CI run failed so).
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("tab", { name: "Sign In" }).click();
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** Creates an account through the API (faster than the UI) and leaves the browser signed in. */
export async function signUpViaApi(page: Page, user: NewUser, role: "parent" | "teacher" = "parent"): Promise<void> {
  const res = await page.request.post("/api/register", { data: { ...user, role } });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Records the text of every toast as it appears, across full-page navigations. For toasts shown just
 * before the browser leaves the page (e.g. 'Unauthorized', 500 ms before going to /api/login), which
 * polling could miss.
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__e2eToastShown", (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __e2eToastShown: (t: string) => void }).__e2eToastShown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          // Sonner adds the list with the first toast in it, later toasts one by one: look at the node and inside it.
          const item = 'section[aria-label^="Notifications"] li';
          for (const toast of [...(node.matches(item) ? [node] : []), ...node.querySelectorAll<HTMLElement>(item)]) {
            report(toast.textContent ?? "");
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

/** One hash per password for the whole worker: argon2 is slow on purpose, and every account here shares a password. */
const hashes = new Map<string, Promise<string>>();

/**
 * An account written straight into the e2e database, as the admin CLI or a sign-up would leave it (the CLI keeps its
 * own tests in server/scripts/admin-create.test.ts). Spawning the CLI cost ~2.3 s an account; this costs one INSERT.
 * Sign-ups through the page are limited per address (20 a window), which the suite as a whole would pass.
 */
async function insertAccount(user: NewUser, role: "parent" | "teacher" | "admin"): Promise<void> {
  if (!hashes.has(user.password)) hashes.set(user.password, hashPassword(user.password));
  const passwordHash = await hashes.get(user.password)!;
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      // current_role is an SQL keyword: quoted.
      `INSERT INTO users (username, email, password, first_name, last_name, user_type, roles, "current_role")
       VALUES ($1, $2, $3, $4, $5, $6, ARRAY[$6]::user_role[], $6)`,
      [user.username, user.email, passwordHash, user.firstName, user.lastName, role],
    );
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** An admin account (admins are never made over HTTP). */
export async function createAdmin(): Promise<{ username: string; password: string }> {
  const admin = {
    ...newUser("Platform"),
    lastName: "Admin",
    username: `admin_${Date.now().toString(36)}${(counter++).toString(36)}`,
    password: "admin-pass-123",
  };
  await insertAccount({ ...admin, email: `${admin.username}@example.com` }, "admin");
  return { username: admin.username, password: admin.password };
}

/** A parent or teacher account made in the database rather than by signing up (see insertAccount). */
export async function createAccount(
  role: "parent" | "teacher",
  firstName = "Maryam",
  lastName = "Tester",
): Promise<NewUser> {
  const user = { ...newUser(firstName), lastName };
  await insertAccount(user, role);
  return user;
}

/** Signs in through the API (the browser context then holds the session). */
export async function signInViaApi(page: Page, user: Pick<NewUser, "username" | "password">): Promise<void> {
  const res = await page.request.post("/api/login", { data: { username: user.username, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The teacher applies (POST /api/teacher/profile) in a context of their own: an application for an admin to review. */
export async function applyToTeach(
  browser: Browser,
  applicant: Pick<NewUser, "username" | "password">,
  profile: Record<string, unknown> = {},
): Promise<void> {
  const ctx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const login = await ctx.request.post("/api/login", {
      data: { username: applicant.username, password: applicant.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const applied = await ctx.request.post("/api/teacher/profile", {
      data: {
        bio: "I teach Quran to children.",
        qualifications: "Ijazah",
        experience: 3,
        hourlyRate: "15",
        currency: "USD",
        phoneNumber: "+44 20 7946 0999",
        specializations: ["Quran Recitation"],
        languages: ["English"],
        timeZone: "Europe/London",
        ...profile,
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
  } finally {
    await ctx.close();
  }
}

/**
 * An approved teacher (in `timeZone`) with one active class: the account made by the command line, the rest through
 * the API as the teacher and an admin would. Returns the teacher's names and the class.
 */
export async function approvedTeacherWithClass(
  browser: Browser,
  options: { timeZone: string; classTitle: string; price: string; subject: string; level: string },
): Promise<{ teacher: NewUser; classId: number }> {
  // Made by the command line, not by signing up: see createAccount.
  const teacher = await createAccount("teacher", "Khadija", `Booked${Date.now().toString(36)}`);
  const ctx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await ctx.request.post("/api/login", {
    data: { username: teacher.username, password: teacher.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const profile = await ctx.request.post("/api/teacher/profile", {
    data: {
      bio: "Quran teacher for young children, one student at a time.",
      qualifications: "Ijazah in Hafs 'an 'Asim",
      experience: 6,
      hourlyRate: "22",
      currency: "USD",
      phoneNumber: "+92 21 555 0101",
      specializations: [options.subject],
      languages: ["Urdu", "English"],
      timeZone: options.timeZone,
    },
  });
  expect(profile.status()).toBe(201);
  const profileId = (await profile.json()).id as number;
  // An admin verifies only documents that are there (issue 31).
  for (const documentType of ["id", "police_check"]) {
    const upload = await ctx.request.post("/api/documents/upload", {
      multipart: {
        documentType,
        document: { name: `${documentType}.pdf`, mimeType: "application/pdf", buffer: SAFEGUARDING_PDF },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }
  const admin = await createAdmin();
  const adminCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  expect((await adminCtx.request.post("/api/login", { data: admin })).status()).toBe(200);
  // 'Interview completed' follows a vetting interview completed with result approved (held yesterday).
  const teacherId = (await (await ctx.request.get("/api/user")).json()).id as number;
  const interview = await adminCtx.request.post("/api/interviews", {
    data: { teacherId, scheduledAt: new Date(Date.now() - 86_400_000).toISOString(), status: "scheduled" },
  });
  expect(interview.status(), await interview.text()).toBe(201);
  const held = await adminCtx.request.patch(`/api/interviews/${(await interview.json()).id}`, {
    data: { status: "completed", result: "approved" },
  });
  expect(held.status(), await held.text()).toBe(200);
  const approve = await adminCtx.request.patch(`/api/teacher/profile/${profileId}`, {
    data: { idVerified: true, policeCheckVerified: true, interviewCompleted: true, verificationStatus: "approved" },
  });
  expect(approve.status(), await approve.text()).toBe(200);
  await adminCtx.close();
  const cls = await ctx.request.post("/api/classes", {
    data: {
      title: options.classTitle,
      description: "Short surahs with the rules of tajweed, one child at a time.",
      subject: options.subject,
      level: options.level,
      duration: 45,
      price: options.price,
      maxStudents: 1,
    },
  });
  expect(cls.status(), await cls.text()).toBe(201);
  const classId = (await cls.json()).id as number;
  await ctx.close();
  return { teacher, classId };
}

const OUT = path.join(import.meta.dirname, "screenshots");

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // Radix toasts animate in; screenshots should show the page, not a half-drawn toast.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** A full-page screenshot into e2e/screenshots/{name}-{width}.png (git-ignored), checking nothing overflows sideways. */
export async function capture(page: Page, name: string, width: number): Promise<void> {
  await settle(page);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage: true, animations: "disabled" });
  expect(
    scrollWidth,
    `${name} at ${width} px overflows sideways (scrollWidth ${scrollWidth}, clientWidth ${clientWidth})`,
  ).toBeLessThanOrEqual(width);
}

/** The page at 375 px and then 1280 px wide, a screenshot at each; the viewport is left at 1280 px. */
export async function captureBoth(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await capture(page, name, width);
  }
}

/**
 * Runs axe on what is on screen now (or only on `within`, a selector); fails on any serious or critical violation,
 * naming the rule and the elements.
 */
export async function expectAccessible(page: Page, state: string, within?: string): Promise<void> {
  // With reduced motion (which the app honours, index.css) a toast appears and leaves at once: a toast whose timer ends
  // while axe runs is never measured half faded, which failed a run on luck (issue 30). Final states are measured.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.waitForLoadState("networkidle");
  // A toast sliding in is half transparent for a moment, and axe would measure its contrast mid-fade: wait for the
  // running transitions to end (not for endless ones such as a spinner's, whose end time is infinite).
  await page.evaluate(async () => {
    // Two frames first, so a transition React has just set off is running when the list is read.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((r) => setTimeout(r, 3000)),
    ]);
  });
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to merge the frames' results,
  // and the app has no iframe to merge (a third of the suite's time went there). Only violations are reported.
  const builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });
  const results = await (within ? builder.include(within) : builder).analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
  expect(bad, `axe on ${state}`).toEqual([]);
}
