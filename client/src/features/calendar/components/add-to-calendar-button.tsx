import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Downloads the lesson's .ics (GET /api/bookings/{id}/calendar.ics): a plain link, so the session cookie goes with it
 * and the browser saves or opens the file itself. The times carry the time zone, so any calendar shows the right hour.
 */
export function AddToCalendarButton({ bookingId, classTitle }: { bookingId: number; classTitle: string }) {
  return (
    <Button asChild variant="ghost" size="sm">
      {/* Named whole: a visually hidden span would be read as a block, "Add to calendar : …". */}
      <a href={`/api/bookings/${bookingId}/calendar.ics`} download={`halaqa-lesson-${bookingId}.ics`} aria-label={`Add to calendar: ${classTitle}`}>
        <CalendarPlus aria-hidden="true" />
        Add to calendar
      </a>
    </Button>
  );
}
