import { useEffect, useState, type ReactNode } from "react";
import { Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import { LESSON_RULES } from "@shared/constants";
import { Button } from "@/components/ui/button";

type Joinable = Pick<BookingItem, "status" | "scheduledAt" | "endsAt" | "meetingUrl">;

/** Is the lesson's room open: a link, not cancelled, from 15 minutes before the start until the end? */
export function canJoin(b: Joinable, now = Date.now()): boolean {
  if (!b.meetingUrl || b.status === "cancelled") return false;
  const opens = Date.parse(b.scheduledAt) - LESSON_RULES.joinEarlyMinutes * 60_000;
  return now >= opens && now < Date.parse(b.endsAt);
}

/** The next instant canJoin may change for this lesson (its opening or its end); null when it never will again. */
function nextChange(b: Joinable, now: number): number | null {
  const opens = Date.parse(b.scheduledAt) - LESSON_RULES.joinEarlyMinutes * 60_000;
  const ends = Date.parse(b.endsAt);
  if (now < opens) return opens;
  if (now < ends) return ends;
  return null;
}

/**
 * 'Join lesson': shown to the parties the server gave the link to (the teacher; the parent once paid), only while the
 * room is open. A page left open re-renders when the room opens or closes.
 */
export function JoinLessonButton({
  booking,
  className,
  context,
}: {
  booking: Joinable;
  className?: string;
  /** Which lesson, for a screen reader, where a list shows several (e.g. an sr-only "for Yusuf, ..."). */
  context?: ReactNode;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const at = nextChange(booking, now);
    if (at === null || !booking.meetingUrl) return;
    // setTimeout takes at most 2^31-1 ms; a lesson weeks away re-checks then.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - now + 50, 2_000_000_000));
    return () => clearTimeout(timer);
  }, [booking, now]);
  if (!canJoin(booking, now)) return null;
  return (
    <Button asChild size="sm" className={className}>
      <a href={booking.meetingUrl ?? undefined} target="_blank" rel="noopener noreferrer">
        <Video aria-hidden="true" />
        {t("Join lesson")}
        {context ? <> {context}</> : null}
      </a>
    </Button>
  );
}
