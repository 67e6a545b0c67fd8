// planFamilies keeps every family of the bench and the scale-out check within the caps of unpaid bookings (issue 31),
// so that each of their bookings can succeed.
import { describe, expect, it } from "vitest";
import { CAPS } from "@shared/constants";
import { CHILDREN, planFamilies, type Slot } from "./families";

/** `times` lesson times of 30 minutes, each offered by `teachers` teachers (the scale-out check's shape). */
function slotsOf(teachers: number, times: number): Slot[] {
  return Array.from({ length: times * teachers }, (_, i) => {
    const start = Math.floor(i / teachers) * 30 * 60_000;
    return { classId: 100 + (i % teachers), teacherId: 1 + (i % teachers), start, end: start + 30 * 60_000 };
  });
}

/** What the plan breaks: a family over a cap, or a child in two lessons at once. */
function broken(slots: Slot[], plan: { family: number; child: number }[]): string[] {
  const families = [...new Set(plan.map((p) => p.family))];
  return families.flatMap((family) => {
    const held = plan.flatMap((p, i) => (p.family === family ? [{ child: p.child, slot: slots[i] }] : []));
    const problems: string[] = [];
    if (held.length > CAPS.unpaidHoldsPerParent) problems.push(`family ${family} holds ${held.length}`);
    for (const teacher of new Set(held.map((h) => h.slot.teacherId))) {
      const withTeacher = held.filter((h) => h.slot.teacherId === teacher).length;
      if (withTeacher > CAPS.unpaidHoldsPerTeacher)
        problems.push(`family ${family} holds ${withTeacher} with teacher ${teacher}`);
    }
    for (const a of held)
      for (const b of held)
        if (a !== b && a.child === b.child && a.slot.start < b.slot.end && b.slot.start < a.slot.end)
          problems.push(`family ${family}'s child ${a.child} has two lessons at ${a.slot.start}`);
    if (held.some((h) => h.child < 0 || h.child >= CHILDREN)) problems.push(`family ${family} has too few children`);
    return problems;
  });
}

describe("planFamilies", () => {
  it("spreads 400 bookings with 5 teachers over 80 families, each within the caps, families taking turns", () => {
    const slots = slotsOf(5, 80);
    const plan = planFamilies(slots);
    expect(broken(slots, plan)).toEqual([]);
    expect(new Set(plan.map((p) => p.family)).size).toBe(400 / CAPS.unpaidHoldsPerParent);
    // Requests sent in order come from different families, not one family's five in a row.
    expect(plan.slice(0, 10).map((p) => p.family)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("takes more families when one teacher offers every slot (3 each)", () => {
    const slots = slotsOf(1, 30);
    const plan = planFamilies(slots);
    expect(broken(slots, plan)).toEqual([]);
    expect(new Set(plan.map((p) => p.family)).size).toBe(30 / CAPS.unpaidHoldsPerTeacher);
  });

  it("gives lessons at the same time to different children", () => {
    const slots = slotsOf(5, 1);
    const plan = planFamilies(slots);
    expect(broken(slots, plan)).toEqual([]);
    expect(plan.map((p) => p.family)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(plan.map((p) => p.child)).size).toBe(5);
  });
});
