// The teacher's payouts (GET /api/teacher/payouts, issue 34): newest first, with the next weekly run's date.
import type { PayoutItem, TeacherPayoutsAnswer } from "@shared/payouts";
import { pagedAnswerOptions, usePagedAnswer } from "./paged-answer";

const TEACHER_PAYOUTS_URL = "/api/teacher/payouts";

export const teacherPayoutsQueryOptions = () =>
  pagedAnswerOptions<TeacherPayoutsAnswer>([TEACHER_PAYOUTS_URL], TEACHER_PAYOUTS_URL);

export function useTeacherPayouts() {
  const list = usePagedAnswer<PayoutItem, TeacherPayoutsAnswer>(teacherPayoutsQueryOptions());
  return { ...list, nextPayoutAt: list.first?.nextPayoutAt ?? null };
}

export type TeacherPayouts = ReturnType<typeof useTeacherPayouts>;

/** Where the month's statement is downloaded: a link, so the session cookie goes along as with any page. */
export const statementUrl = (month: string) => `/api/teacher/statements/${month}.csv`;
