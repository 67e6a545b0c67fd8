import { useEffect, useRef, useState } from "react";
import type { BookingItem } from "@shared/bookings";
import { useBooking } from "../api/get-booking";

type Source = "link" | "draft";

/**
 * Looks up a booking of this class among the parent's: from the page's `?booking=` link, or from a continued draft
 * that had reached payment. `onFound` gets it when it is this class's and not cancelled; otherwise (gone, another
 * class's) nothing happens and the wizard goes on as it is.
 */
export function useBookingLookup(
  classId: number,
  initialBookingId: number | null,
  onFound: (booking: BookingItem) => void,
) {
  const [lookup, setLookup] = useState<{ id: number; source: Source } | null>(() =>
    initialBookingId ? { id: initialBookingId, source: "link" } : null,
  );
  const linked = useBooking(lookup?.id ?? null);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  useEffect(() => {
    if (!lookup || linked.isPending) return;
    const b = linked.data;
    const found = b && b.id === lookup.id && b.classId === classId && b.status !== "cancelled" ? b : null;
    setLookup(null);
    if (found) onFoundRef.current(found);
  }, [lookup, linked.isPending, linked.data, classId]);

  return {
    /** The link's booking is being looked up: the wizard waits rather than flashing step 1. */
    resolvingLink: lookup?.source === "link",
    lookUp: (id: number) => setLookup({ id, source: "draft" }),
  };
}
