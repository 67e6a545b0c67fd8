// Issue 33: a refused renewal made the plan past due; the parent pays it by hand from the dashboard within 48 hours,
// and once that time ran out the payment page says the plan can no longer be paid. English, at 1280 and 375 px.
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import pg from "pg";
import { approvedTeacherWithClass, capture, createAccount, expect, signInViaApi, test } from "./fixtures";

const WIDTHS = [1280, 375] as const;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A weekday `days` ahead (never a Sunday: the teacher's default hours are Monday to Saturday). */
function weekdayAhead(days: number): { startsOn: string; day: number } {
  let startsOn = addDays(new Date().toISOString().slice(0, 10), days);
  if (new Date(`${startsOn}T12:00:00Z`).getUTCDay() === 0) startsOn = addDays(startsOn, 1);
  return { startsOn, day: new Date(`${startsOn}T12:00:00Z`).getUTCDay() };
}

/** A plan made and its first cycle paid in the sandbox, through the API as the booking page does it. */
async function paidPlan(request: APIRequestContext, classId: number, studentId: number, ahead: number) {
  const { startsOn, day } = weekdayAhead(ahead);
  const made = await request.post("/api/plans", {
    data: { classId, studentId, weekly: [{ day, time: "17:00" }], startsOn },
  });
  expect(made.status(), await made.text()).toBe(201);
  const plan = await made.json();
  const order = await request.post("/order", {
    data: { amount: plan.currentCycle.amount, currency: "USD", intent: "CAPTURE", planId: plan.id },
  });
  expect(order.status(), await order.text()).toBe(200);
  expect((await request.post(`/order/${(await order.json()).id}/capture`)).status()).toBe(200);
  return plan as { id: number; currentCycle: { number: number; startsOn: string; endsOn: string } };
}

/**
 * What a refused renewal leaves (server/plans/plan-renewal.ts, plan-charge.ts): the next cycle pending with its lessons
 * held unpaid, the plan past due, and a time to pay by hand `payByHours` from now (negative: already run out).
 */
async function refuseRenewal(planId: number, payByHours: number): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query("BEGIN");
    const first = await client.query<{ id: number; ends_on: string }>(
      "SELECT id, ends_on::text FROM plan_cycles WHERE plan_id = $1 AND number = 1",
      [planId],
    );
    const { id: firstId, ends_on: endsOn } = first.rows[0];
    const payBy = `now() + make_interval(hours => ${Number(payByHours)})`;
    const next = await client.query<{ id: number }>(
      `INSERT INTO plan_cycles (plan_id, number, starts_on, ends_on, amount, status, charge_request_id, pay_by)
       VALUES ($1, 2, $2::date, $3::date, 0, 'pending', gen_random_uuid()::text, ${payBy}) RETURNING id`,
      [planId, addDays(endsOn, 1), addDays(endsOn, 28)],
    );
    const cycleId = next.rows[0].id;
    // The same weekly lessons four weeks on, held unpaid until the time to pay runs out.
    await client.query(
      `INSERT INTO bookings (class_id, student_id, parent_id, teacher_id, scheduled_at, ends_at, status, payment_status,
         amount, plan_id, plan_cycle_id, expires_at)
       SELECT class_id, student_id, parent_id, teacher_id, scheduled_at + interval '28 days', ends_at + interval '28 days',
         'scheduled', 'pending', amount, plan_id, $2, greatest(${payBy}, now() + interval '1 hour')
       FROM bookings WHERE plan_cycle_id = $1`,
      [firstId, cycleId],
    );
    const total = await client.query<{ amount: string }>(
      `UPDATE plan_cycles SET amount = (SELECT sum(amount) FROM bookings WHERE plan_cycle_id = $1)
       WHERE id = $1 RETURNING amount::text`,
      [cycleId],
    );
    await client.query("UPDATE plans SET status = 'past_due' WHERE id = $1", [planId]);
    await client.query("COMMIT");
    return total.rows[0].amount;
  } finally {
    await client.end();
  }
}

async function shots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await capture(page, name, width);
    // A copy among the test's results, next to its trace.
    fs.copyFileSync(
      path.join(import.meta.dirname, "screenshots", `${name}-${width}.png`),
      test.info().outputPath(`${name}-${width}.png`),
    );
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a parent pays a past-due plan by hand from the dashboard; after its time ran out it can no longer be paid", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { classId } = await approvedTeacherWithClass(browser, {
    timeZone: "Europe/London",
    classTitle: `Hifz Renewal ${Date.now().toString(36)}`,
    price: "15",
    subject: "Quran Memorization",
    level: "beginner",
  });
  const parent = await createAccount("parent", "Khadijah");
  await signInViaApi(page, parent);
  const prefs = await page.request.patch("/api/user/preferences", { data: { timeZone: "America/New_York" } });
  expect(prefs.status(), await prefs.text()).toBe(200);
  const added = await page.request.post("/api/student/profile", {
    data: { name: "Yahya", age: 10, level: "beginner" },
  });
  expect(added.status(), await added.text()).toBe(201);
  const studentId = (await added.json()).id as number;

  // Two plans of the same child on different days: one refused 1 hour ago, one whose 48 hours have run out.
  const due = await paidPlan(page.request, classId, studentId, 7);
  const lapsed = await paidPlan(page.request, classId, studentId, 9);
  const amount = await refuseRenewal(due.id, 47);
  await refuseRenewal(lapsed.id, -1);

  // The dashboard: the plan past due, the time to pay by, and the way to pay.
  await page.goto("/parent/dashboard?tab=plans");
  const plans = page.getByRole("list", { name: "Your weekly plans" });
  const card = plans.getByRole("listitem").filter({ has: page.getByRole("link", { name: /Complete payment/ }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Payment due")).toBeVisible();
  await expect(card).toContainText(/The renewal payment did not go through\. Pay by .+ to keep the lessons\./);
  await shots(page, "plans-past-due-dashboard");

  await card.getByRole("link", { name: /Complete payment/ }).click();
  await expect(page).toHaveURL(new RegExp(`/class/${classId}/weekly\\?plan=${due.id}$`));
  await expect(page.getByText("Total for four weeks")).toBeVisible();
  await expect(page.getByText("Total for four weeks").locator("xpath=following-sibling::*[1]")).toHaveText(
    `$${Number(amount).toFixed(2)}`,
  );
  await shots(page, "plans-past-due-review");
  const capture1 = page.waitForResponse((r) => /\/order\/[^/]+\/capture$/.test(r.url()));
  await page.getByRole("button", { name: "Sandbox payment" }).click();
  expect((await capture1).status()).toBe(200);
  const active = page.getByRole("status").filter({ hasText: "Your weekly plan is active" });
  await expect(active).toBeVisible();
  await expect(active).toContainText("Every lesson of the next four weeks is booked and paid.");
  const paid = await (await page.request.get(`/api/plans/${due.id}`)).json();
  expect(paid).toMatchObject({ status: "active", payBy: null, nextCycle: { number: 2, amount } });
  await shots(page, "plans-past-due-paid");

  // Back on the dashboard the plan is active again, with nothing left to pay.
  await page.getByRole("link", { name: "See your plans" }).click();
  await expect(page.getByRole("tab", { name: "Plans", selected: true })).toBeVisible();
  await expect(plans.getByRole("link", { name: /Complete payment/ })).toHaveCount(0);
  await expect(plans.getByText("Active", { exact: true })).toHaveCount(1);

  // The other plan's time ran out: whether or not the job has ended it yet, the page offers no payment.
  await page.goto(`/class/${classId}/weekly?plan=${lapsed.id}`);
  const closed = page.getByRole("status").filter({ hasText: "This plan can no longer be paid" });
  await expect(closed).toBeVisible();
  await expect(closed).toContainText(/The time to pay the renewal ran out on|This plan is cancelled or ended/);
  await expect(page.getByRole("button", { name: "Sandbox payment" })).toHaveCount(0);
  await shots(page, "plans-past-due-closed");
  // Asked anyway, the server refuses it and says why.
  const late = await page.request.post("/order", {
    data: { amount, currency: "USD", intent: "CAPTURE", planId: lapsed.id },
  });
  expect(late.status()).toBe(409);
  expect((await late.json()).message).toMatch(/The time to pay this renewal has passed|not awaiting/);
  await page.getByRole("button", { name: "Book weekly again" }).click();
  await expect(page).toHaveURL(new RegExp(`/class/${classId}/weekly$`));
  await expect(page.getByRole("list", { name: "Weekly times" })).toBeVisible();
});
