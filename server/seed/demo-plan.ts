// The demo family's weekly plan (issue 33): Layla's Juz 'Amma class every week at 17:00 in the teacher's zone, the
// first four weeks paid, with a saved method the sandbox simulator can charge at the renewal.
import { fromCents, toCents } from "@shared/money";
import { bookings, planCycles, plans, simulatorVaults } from "@shared/schema";
import { instantIn, wallClockIn } from "@shared/wall-clock";
import type { Tx } from "../db";
import { cycleDates, weekdayOf } from "../plans/plans.rules";
import type { DemoClass } from "./demo-lessons";

const DAY = 86_400_000;
export const DEMO_VAULT = "SIM-VAULT-DEMO";

export async function seedDemoPlan(
  tx: Tx,
  family: { parentId: number; studentId: number },
  cls: DemoClass,
  now = new Date(),
): Promise<number> {
  // Starts tomorrow in the teacher's calendar (Monday if that is a Sunday, the teachers' day off).
  let t = now.getTime() + DAY;
  while (weekdayOf(wallClockIn(new Date(t), cls.timeZone).date) === 0) t += DAY;
  const { startsOn, endsOn } = cycleDates(wallClockIn(new Date(t), cls.timeZone).date);
  const weekly = [{ day: weekdayOf(startsOn), time: "17:00" }];
  await tx.insert(simulatorVaults).values({ id: DEMO_VAULT });
  const [plan] = await tx
    .insert(plans)
    .values({
      ...family,
      classId: cls.id,
      teacherId: cls.teacherId,
      weekly,
      timeZone: cls.timeZone,
      status: "active",
      vaultId: DEMO_VAULT,
    })
    .returning();
  const dates = [0, 7, 14, 21].map((d) =>
    new Date(Date.parse(`${startsOn}T00:00:00Z`) + d * DAY).toISOString().slice(0, 10),
  );
  const [cycle] = await tx
    .insert(planCycles)
    .values({
      planId: plan.id,
      number: 1,
      startsOn,
      endsOn,
      amount: fromCents(toCents(cls.price) * dates.length),
      status: "paid",
    })
    .returning();
  await tx.insert(bookings).values(
    dates.map((date) => {
      const scheduledAt = instantIn(date, "17:00", cls.timeZone);
      return {
        classId: cls.id,
        studentId: family.studentId,
        parentId: family.parentId,
        teacherId: cls.teacherId,
        scheduledAt,
        endsAt: new Date(scheduledAt.getTime() + cls.duration * 60_000),
        status: "scheduled" as const,
        paymentStatus: "paid" as const,
        amount: cls.price,
        planId: plan.id,
        planCycleId: cycle.id,
      };
    }),
  );
  return plan.id;
}
