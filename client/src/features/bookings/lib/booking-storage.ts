// What the booking wizard keeps on this device (spec §4): a debounced draft and, apart, each class's chosen date and
// time; both per user and class, so a shared computer never offers one parent's notes to another.
import { clearDraft, loadDraft, mergeDraftValues, saveDraft } from "@/lib/drafts";

export interface BookingDraftValues {
  studentId: string;
  notes: string;
  /** The booking already created from this draft (0: none), so returning to it never books twice. */
  bookingId: number;
}

export interface StoredSlot {
  /** The teacher's calendar date, yyyy-MM-dd. */
  date: string;
  time: string | null;
  startsAt: string | null;
}

export const bookingDraftKey = (userId: number, classId: number) => `draft:booking:${userId}:${classId}`;
export const bookingSlotKey = (userId: number, classId: number) => `booking-slot-${classId}:${userId}`;

export function parseBookingDraft(raw: unknown): BookingDraftValues {
  const merged = mergeDraftValues({ studentId: "", notes: "", bookingId: 0 }, raw);
  const bookingId = Number(merged.bookingId);
  return {
    studentId: String(merged.studentId),
    notes: String(merged.notes),
    bookingId: Number.isInteger(bookingId) && bookingId > 0 ? bookingId : 0,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** The stored date and time, or null when there is none or it cannot be trusted. */
export function loadSlot(key: string): StoredSlot | null {
  const values = loadDraft(key)?.values as Record<string, unknown> | undefined;
  if (!values || typeof values.date !== "string" || !DATE.test(values.date)) return null;
  const time = typeof values.time === "string" && TIME.test(values.time) ? values.time : null;
  const startsAt =
    typeof values.startsAt === "string" && !Number.isNaN(Date.parse(values.startsAt)) ? values.startsAt : null;
  return { date: values.date, time: time && startsAt ? time : null, startsAt: time && startsAt ? startsAt : null };
}

export function saveSlot(key: string, slot: StoredSlot): void {
  saveDraft(key, { values: slot, step: 0 });
}

export const clearSlot = (key: string) => clearDraft(key);
