import { CalendarPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/**
 * Downloads the lesson's .ics (GET /api/bookings/{id}/calendar.ics): a plain link, so the session cookie goes with it
 * and the browser saves or opens the file itself. The times carry the time zone, so any calendar shows the right hour.
 */
export function AddToCalendarButton({ bookingId, classTitle }: { bookingId: number; classTitle: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm">
      {/* Named whole: a visually hidden span would be read as a block, "Add to calendar : …". */}
      <a
        href={`/api/bookings/${bookingId}/calendar.ics`}
        download={`halaqa-lesson-${bookingId}.ics`}
        aria-label={t("Add to calendar: {{title}}", { title: classTitle })}
      >
        <CalendarPlus aria-hidden="true" />
        {t("Add to calendar")}
      </a>
    </Button>
  );
}
