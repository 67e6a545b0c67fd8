// An app on its own database for one test file, plus helpers to make accounts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import supertest from "supertest";
import { afterAll, beforeAll } from "vitest";
import type { Role, VerificationStatus } from "@shared/constants";
import { createApp, type AppDeps } from "../app";
import { hashPassword } from "../auth/password";
import { createUser } from "../users/users.service";
import { teacherProfiles, users } from "@shared/schema";
import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "./test-db";
import { incomingDirFor } from "../documents/documents.service";
import type { DocumentStorage } from "../storage/document-storage";
import { createLocalStorage } from "../storage/local-storage";
import { instantIn, wallClockIn } from "@shared/wall-clock";

export const TEST_SECRET = "test-session-secret-that-is-long-enough-0123456789";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  db: TestDatabase;
  uploadsDir: string;
  /** Where ctx.app keeps documents: the local folder at uploadsDir unless the file's defaults give another. */
  storage: DocumentStorage;
  /** Another app on the same database and uploads, e.g. with lower limits. */
  makeApp(overrides?: Partial<AppDeps>): ReturnType<typeof createApp>;
}

const INITIAL_DEFAULTS: Partial<AppDeps> = { readCacheTtlMs: 0 };
const defaults: Partial<AppDeps> = { ...INITIAL_DEFAULTS };
/**
 * Changes what every app of this test file is made with; e.g. a "*.cache-on.test.ts" file sets the production read
 * cache and then imports another test file to run its tests again that way.
 */
export function setTestAppDefaults(overrides: Partial<AppDeps>): void {
  Object.assign(defaults, overrides);
}

let appSeq = 0;

/** Registers beforeAll/afterAll and returns a context filled in before the first test. */
export function useTestApp(options: Partial<AppDeps> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.db = await createTestDatabase();
    ctx.uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "halaqa-uploads-"));
    ctx.makeApp = (overrides = {}) =>
      // No read cache by default: tests change rows directly in the database, which no cache would notice;
      // server/middleware/read-cache.test.ts tests the cache itself.
      // Each app counts its own rate limits (as each had its own memory before they moved to the database); a test
      // of shared limits gives two apps the same limitsPrefix.
      createApp({
        db: ctx.db.db,
        pool: ctx.db.pool,
        sessionSecret: TEST_SECRET,
        uploadsDir: ctx.uploadsDir,
        limitsPrefix: `app${++appSeq}:`,
        ...defaults,
        ...overrides,
      });
    ctx.storage = options.storage ?? defaults.storage ?? createLocalStorage(ctx.uploadsDir);
    // Generous limits: a test file makes many accounts from one address; the limit tests lower them.
    ctx.app = ctx.makeApp({ limits: { login: 1000, register: 1000, upload: 1000 }, ...options });
  });
  afterAll(async () => {
    // A worker may run the next file in the same module graph (the api lane, decision 068): it starts from the defaults.
    for (const key of Object.keys(defaults) as (keyof AppDeps)[]) delete defaults[key];
    Object.assign(defaults, INITIAL_DEFAULTS);
    await ctx.db?.drop();
    if (ctx.uploadsDir) {
      fs.rmSync(ctx.uploadsDir, { recursive: true, force: true });
      fs.rmSync(incomingDirFor(ctx.uploadsDir), { recursive: true, force: true });
    }
  });
  return ctx;
}

let seq = 0;
export function uniqueName(prefix = "user"): string {
  return `${prefix}${Date.now().toString(36)}${++seq}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  return {
    username,
    email: `${username}@example.com`,
    password: "secret-12345",
    firstName: "Amina",
    lastName: "Yusuf",
    role: "parent",
    ...overrides,
  };
}

/** A signed-in agent for a new account registered over HTTP. */
/**
 * Signs up through the API. The address is then marked confirmed, as its owner would by opening the link, so the
 * emails a test expects go out; `{ confirmed: false }` leaves it waiting (issue 31).
 */
export async function signUp(
  ctx: TestContext,
  overrides: Record<string, unknown> = {},
  opts: { confirmed?: boolean } = {},
) {
  const agent = supertest.agent(ctx.app);
  const body = registration(overrides);
  const res = await agent.post("/api/register").send(body);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (opts.confirmed !== false) {
    await ctx.db.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, res.body.id));
    res.body.emailVerified = true;
  }
  return { agent, user: res.body, password: body.password, username: body.username };
}

/** Makes an account directly in the database (e.g. an admin, which HTTP cannot make) and signs it in. */
export async function signInAs(ctx: TestContext, roles: Role[], currentRole: Role = roles[0]) {
  const username = uniqueName(currentRole);
  const row = await createUser(
    ctx.db.db,
    {
      username,
      email: `${username}@example.com`,
      passwordHash: await hashPassword("secret-12345"),
      firstName: "Test",
      lastName: currentRole,
      role: roles[0],
    },
    { notify: false },
  );
  await ctx.db.db.update(users).set({ roles, currentRole, userType: roles[0] }).where(eq(users.id, row.id));
  const agent = supertest.agent(ctx.app);
  const res = await agent.post("/api/login").send({ username, password: "secret-12345" });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return { agent, user: res.body as { id: number }, username };
}

export const validProfile = (overrides: Record<string, unknown> = {}) => ({
  bio: "I teach tajweed to children with patience and care.",
  qualifications: "Ijazah in Hafs",
  experience: 5,
  hourlyRate: "25.00",
  currency: "USD",
  phoneNumber: "+44 20 7946 0000",
  specializations: ["Quran Recitation", "Arabic Language"],
  languages: ["Arabic", "English"],
  timeZone: "Europe/London",
  ...overrides,
});

export const validClass = (overrides: Record<string, unknown> = {}) => ({
  title: "Tajweed for beginners",
  description: "Learn the rules of tajweed through short surahs with gentle correction.",
  subject: "Quran Recitation",
  level: "beginner",
  duration: 45,
  price: "20.00",
  maxStudents: 1,
  ...overrides,
});

/** A signed-up teacher with a submitted profile, optionally moved to a verification status in the database. */
/** A minimal valid PDF, for uploads in tests. */
export const TEST_PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/** Uploads a teacher's ID and police clearance: an admin verifies only a document that is there (issue 31). */
export async function uploadSafeguarding(agent: ReturnType<typeof supertest.agent>): Promise<void> {
  for (const documentType of ["id", "police_check"]) {
    const res = await agent
      .post("/api/documents/upload")
      .field("documentType", documentType)
      .attach("document", TEST_PDF, { filename: `${documentType}.pdf`, contentType: "application/pdf" });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

export async function makeTeacher(ctx: TestContext, status: VerificationStatus = "pending") {
  const t = await signUp(ctx, { role: "teacher" });
  const res = await t.agent.post("/api/teacher/profile").send(validProfile());
  if (res.status !== 201) throw new Error(`profile failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (status !== "pending") {
    await ctx.db.db
      .update(teacherProfiles)
      .set({
        verificationStatus: status,
        idVerified: status === "approved",
        policeCheckVerified: status === "approved",
        interviewCompleted: status === "approved",
        feedback: status === "rejected" ? "Add your qualifications" : null,
      })
      .where(eq(teacherProfiles.userId, t.user.id));
  }
  return { ...t, profileId: res.body.id as number };
}

/** A future weekday (never a Sunday) `days` ahead, as a calendar date in `timeZone`. */
export function futureDate(days = 3, timeZone = "Europe/London"): string {
  let t = Date.now() + days * 86_400_000;
  const dateIn = (ms: number) => wallClockIn(new Date(ms), timeZone).date;
  while (new Date(`${dateIn(t)}T12:00:00Z`).getUTCDay() === 0) t += 86_400_000;
  return dateIn(t);
}

/** A listed slot of a teacher in `timeZone`, as the ISO instant the client sends. */
export function slotAt(date: string, time = "14:00", timeZone = "Europe/London"): string {
  return instantIn(date, time, timeZone).toISOString();
}

/** An approved teacher with one active class, a parent with one child: the cast of most booking tests. */
export async function bookingCast(ctx: TestContext, classOverrides: Record<string, unknown> = {}) {
  const teacher = await makeTeacher(ctx, "approved");
  const cls = await teacher.agent.post("/api/classes").send(validClass(classOverrides));
  if (cls.status !== 201) throw new Error(`class failed: ${cls.status} ${JSON.stringify(cls.body)}`);
  const parent = await signUp(ctx);
  const kid = await parent.agent.post("/api/student/profile").send({ name: "Zayd", age: 9, level: "beginner" });
  if (kid.status !== 201) throw new Error(`student failed: ${kid.status} ${JSON.stringify(kid.body)}`);
  return {
    teacher,
    parent,
    classId: cls.body.id as number,
    studentId: kid.body.id as number,
    price: cls.body.price as string,
  };
}
