// The booking wizard's local progress (spec §4): the form's draft (debounced, step included, the scheduled date left
// out) and the chosen slot (stored at once), offered back on the next visit until the parent continues or starts over.
import { useCallback, useState } from "react";
import type { BookingItem } from "@shared/bookings";
import { useDraft, type Draft } from "@/lib/drafts";
import type { BookingForm } from "./booking-form";
import {
  bookingDraftKey,
  bookingSlotKey,
  clearSlot,
  loadSlot,
  parseBookingDraft,
  saveSlot,
  type BookingDraftValues,
  type StoredSlot,
} from "./booking-storage";
import type { ChosenSlot } from "./slot-times";

/** What a continued draft brings back. */
export interface RestoredBooking {
  /** The teacher's date to show again; null when it has passed. */
  date: string | null;
  /** The time on that date, when it is still ahead. */
  slot: ChosenSlot | null;
  values: BookingDraftValues;
  /** The step to open: the details need a slot; payment needs the booking, looked up again first. */
  step: number;
  /** The booking made from this draft, to look up again (it may have been paid or cancelled since). */
  bookingId: number | null;
}

/** What to restore from a saved draft and slot on `today` (the teacher's date) at `now`. */
export function restoreBooking(
  saved: Draft<BookingDraftValues> | null,
  stored: StoredSlot | null,
  today: string,
  now: number = Date.now(),
): RestoredBooking {
  // Whether the teacher still offers that day is the calendar's to say, once the slots are in.
  const date = stored && stored.date >= today ? stored.date : null;
  const slot =
    date && stored?.time && stored.startsAt && Date.parse(stored.startsAt) > now
      ? { date, time: stored.time, startsAt: stored.startsAt }
      : null;
  const savedStep = saved?.step ?? 0;
  return {
    date,
    slot,
    values: saved?.values ?? { studentId: "", notes: "", bookingId: 0 },
    step: slot ? Math.min(savedStep, 1) : 0,
    bookingId: savedStep >= 2 && saved?.values.bookingId ? saved.values.bookingId : null,
  };
}

interface BookingDraftOptions {
  userId: number;
  classId: number;
  form: BookingForm;
  /** The step shown and the booking made, read when saving. */
  current: () => { step: number; booking: BookingItem | null };
}

export interface BookingDraft {
  /** Progress from an earlier visit is waiting to be continued or cleared. */
  offered: boolean;
  /** Saves the form's child and notes with the step (`step`, else the one shown) after the debounce. */
  persist: (step?: number) => void;
  /** Stores the chosen date and time at once (a date alone: `time` and `startsAt` null). */
  saveSlot: (slot: StoredSlot) => void;
  /** Takes the offer: what to restore; the offer is then withdrawn. */
  restore: (today: string) => RestoredBooking;
  /** Removes everything stored (starting fresh, or the booking paid) and withdraws the offer. */
  clear: () => void;
}

export function useBookingDraft({ userId, classId, form, current }: BookingDraftOptions): BookingDraft {
  const slotKey = bookingSlotKey(userId, classId);
  const draft = useDraft<BookingDraftValues>(bookingDraftKey(userId, classId), { parse: parseBookingDraft });
  const { save: saveDraft, saved, dismiss, clear: clearDraft } = draft;
  const [savedSlot, setSavedSlot] = useState(() => loadSlot(slotKey));
  const [open, setOpen] = useState(true);

  const persist = useCallback(
    (step?: number) => {
      // The parent carried on without answering the offer: what they do now replaces the old progress.
      setOpen(false);
      const { step: shown, booking } = current();
      // A paid booking is done: nothing is left to continue.
      if (booking?.paymentStatus === "paid") return;
      const { studentId, notes } = form.getValues();
      saveDraft(
        {
          studentId: studentId === undefined || studentId === null ? "" : String(studentId),
          notes: notes ?? "",
          bookingId: booking?.id ?? 0,
        },
        step ?? shown,
      );
    },
    [current, form, saveDraft],
  );

  const restore = (today: string) => {
    const restored = restoreBooking(saved, savedSlot, today);
    dismiss();
    setSavedSlot(null);
    setOpen(false);
    return restored;
  };

  const clear = () => {
    clearDraft();
    clearSlot(slotKey);
    setSavedSlot(null);
    setOpen(false);
  };

  return {
    offered: open && (saved !== null || savedSlot !== null),
    persist,
    saveSlot: (slot) => {
      setOpen(false);
      saveSlot(slotKey, slot);
    },
    restore,
    clear,
  };
}
