// For the journeys that need a paid lesson in the past (earnings, payouts): booked and paid in the sandbox as the
// booking page does it, then moved in the e2e database (the server's clock cannot be moved, its rows can).
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import pg from "pg";
import { approvedTeacherWithClass, createAccount, expect, signInViaApi, type NewUser } from "./fixtures";

/** A lesson of the class booked on its first free slot and paid in the sandbox, as the booking page does it. */
export async function bookAndPay(request: APIRequestContext, classId: number, studentId: number): Promise<number> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const slots = (await (
    await request.get(`/api/classes/${classId}/availability?from=${day(2)}&to=${day(16)}`)
  ).json()) as { startsAt: string; available: boolean }[];
  const free = slots.find((s) => s.available);
  expect(free).toBeDefined();
  const booked = await request.post("/api/bookings", { data: { classId, studentId, scheduledAt: free!.startsAt } });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = (await booked.json()) as { id: number; amount: string };
  const order = await request.post("/order", {
    data: { amount: booking.amount, currency: "USD", intent: "CAPTURE", bookingId: booking.id },
  });
  expect(order.status(), await order.text()).toBe(200);
  const capture = await request.post(`/order/${(await order.json()).id}/capture`);
  expect(capture.status(), await capture.text()).toBe(200);
  return booking.id;
}

/** Runs `work` with a client of the e2e database. */
export async function withDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Moves the lesson to have started an hour ago, so it can be reported (the test cannot wait for the real start). */
export async function startLessonBefore(bookingId: number): Promise<void> {
  const { rowCount } = await withDb((c) =>
    c.query(
      `UPDATE bookings SET scheduled_at = now() - interval '60 minutes', ends_at = now() - interval '15 minutes'
       WHERE id = $1`,
      [bookingId],
    ),
  );
  expect(rowCount).toBe(1);
}

/**
 * An approved teacher's class at `price`, a parent (made in the database: page sign-ups are limited per address) whose
 * child books and pays a lesson, moved to the past and reported held by the teacher, signed in on `page`.
 */
export async function reportedLesson(
  browser: Browser,
  page: Page,
  o: {
    classTitle: string;
    price: string;
    parent: string;
    child: { name: string; age: number; goals: string };
    report: string;
  },
): Promise<{ teacher: NewUser; classId: number; bookingId: number }> {
  const { teacher, classId } = await approvedTeacherWithClass(browser, {
    timeZone: "Europe/London",
    classTitle: o.classTitle,
    price: o.price,
    subject: "Quran Recitation",
    level: "beginner",
  });
  const parentCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const parent = await createAccount("parent", o.parent);
  await signInViaApi(await parentCtx.newPage(), parent);
  const child = await parentCtx.request.post("/api/student/profile", { data: { ...o.child, level: "beginner" } });
  expect(child.status(), await child.text()).toBe(201);
  const bookingId = await bookAndPay(parentCtx.request, classId, (await child.json()).id as number);
  await parentCtx.close();
  await startLessonBefore(bookingId);
  await signInViaApi(page, teacher);
  const report = await page.request.post(`/api/bookings/${bookingId}/report`, {
    data: { attendance: "present", content: o.report },
  });
  expect(report.status(), await report.text()).toBe(201);
  return { teacher, classId, bookingId };
}
