import type { PlanItem } from "@shared/plans";

/**
 * A plan as GET /api/plans lists it, for tests: Zayd's Hifz with a teacher in Asia/Karachi (UTC+5, no summer time),
 * Mondays 17:00 and Wednesdays 03:00 there, which London (UTC in March 2030) reads as Monday 12:00 PM and Tuesday
 * 10:00 PM. Cycle 1 runs from Monday 4 March 2030 to Sunday 31 March, eight lessons of 12.50.
 */
export function planItem(over: Partial<PlanItem> = {}): PlanItem {
  const lessons = [4, 11, 18, 25].flatMap((d, i) => [
    { bookingId: 100 + 2 * i, scheduledAt: `2030-03-${String(d).padStart(2, "0")}T12:00:00.000Z` },
    { bookingId: 101 + 2 * i, scheduledAt: `2030-03-${String(d + 1).padStart(2, "0")}T22:00:00.000Z` },
  ]);
  return {
    id: 1,
    status: "active",
    classId: 21,
    studentId: 11,
    weekly: [
      { day: 1, time: "17:00" },
      { day: 3, time: "03:00" },
    ],
    currentCycle: { number: 1, startsOn: "2030-03-04", endsOn: "2030-03-31", amount: "100.00", lessons, skipped: [] },
    renewsOn: "2030-03-29",
    nextCycle: null,
    parentId: 4,
    teacherId: 3,
    studentName: "Zayd Ali",
    teacherName: "Bilal Ahmed",
    classTitle: "Hifz Juz 'Amma",
    timeZone: "Asia/Karachi",
    createdAt: "2030-03-01T09:00:00.000Z",
    cancelledAt: null,
    lastLessonAt: "2030-03-26T22:00:00.000Z",
    nextWeekly: null,
    credits: { count: 0, amount: "0.00" },
    pauses: [],
    payBy: null,
    ...over,
  };
}
