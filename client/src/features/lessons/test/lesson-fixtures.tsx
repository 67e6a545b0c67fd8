// What the lesson tests share: a teacher's booking with its child, a report, and the dialog rendered with a Toaster.
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import type { BookingItem } from "@shared/bookings";
import type { ProgressReportItem } from "@shared/lessons";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import {
  LessonDetailDialog,
  preloadLessonDetails,
  type LessonDetailDialogProps,
} from "../components/lesson-detail-dialog";

// The lesson started at 14:00 UTC on 4 March 2030; it is now 14:30.
export const NOW = new Date("2030-03-04T14:30:00.000Z");

/**
 * A fixed "now" (only Date is faked: timers stay real for the dialog and the toasts). The lazy details are loaded
 * first, so a test's waits are for the app rather than for the test runner's transform.
 */
export function setUpLessonClock(now = NOW) {
  // Each test clicks and types through a dialog: allow for a slow, busy CI machine.
  vi.setConfig({ testTimeout: 15_000 });
  beforeAll(() => preloadLessonDetails());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export const lessonBooking = (over: Partial<BookingItem> = {}): BookingItem => ({
  id: 12,
  classId: 5,
  studentId: 7,
  parentId: 2,
  teacherId: 3,
  scheduledAt: "2030-03-04T14:00:00.000Z",
  endsAt: "2030-03-04T14:45:00.000Z",
  status: "scheduled",
  paymentStatus: "paid",
  amount: "20.00",
  notes: "Yusuf knows Al-Fatiha already",
  classTitle: "Tajweed for Beginners",
  studentName: "Yusuf",
  teacherName: "Aisha Rahman",
  createdAt: "2030-03-01T10:00:00.000Z",
  expiresAt: null,
  student: {
    id: 7,
    name: "Yusuf",
    age: 8,
    level: "beginner",
    goals: "Finish Juz 'Amma by summer",
    specialNeeds: "Hard of hearing in the left ear",
  },
  attendance: null,
  hasReport: false,
  reviewId: null,
  // The class's link is in force: the lesson has none of its own.
  meetingUrl: "https://zoom.us/j/123",
  lessonMeetingUrl: null,
  awaitingReport: false,
  onHold: false,
  movedAtShortNotice: false,
  ...over,
});

export const lessonReport = (over: Partial<ProgressReportItem> = {}): ProgressReportItem => ({
  id: 40,
  bookingId: 12,
  studentId: 7,
  classTitle: "Tajweed for Beginners",
  scheduledAt: "2030-03-04T14:00:00.000Z",
  teacherName: "Aisha Rahman",
  attendance: "present",
  content: "Rules of noon sakinah",
  rating: 4,
  feedback: null,
  homework: "Revise Surah Al-Mulk 1-5",
  nextTopics: null,
  createdAt: "2030-03-04T15:00:00.000Z",
  updatedAt: "2030-03-04T15:00:00.000Z",
  editableUntil: "2030-03-06T15:00:00.000Z",
  hifz: [],
  ...over,
});

export function renderLesson(
  props: Partial<LessonDetailDialogProps> & { booking: LessonDetailDialogProps["booking"] },
) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LessonDetailDialog open onOpenChange={onOpenChange} {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}
