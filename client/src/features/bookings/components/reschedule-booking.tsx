import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { BookingItem } from "@shared/bookings";
import type { ClassDetail } from "@shared/classes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { useClass } from "@/features/classes";
import { Sentence } from "@/lib/bdi";
import { useRescheduleBooking } from "../api/update-booking";
import { formatBookingTimeWithZone } from "../lib/booking-time";
import { monthOf, wallClockIn, type ChosenSlot } from "../lib/slot-times";
import type { Canceller } from "./cancel-booking-button";
import { SlotPicker } from "./slot-picker";

type Movable = Pick<BookingItem, "id" | "classId" | "classTitle" | "studentName" | "scheduledAt">;

interface RescheduleProps {
  booking: Movable;
  /** The parent moves their child's lesson (until 12 hours before), the teacher a lesson of their class (until it starts). */
  by: Canceller;
  /** The viewer's time zone. */
  zone: string;
}

/** The calendar and times of the class, opened at the lesson's present date, and the confirmation. */
function ReschedulePicker({
  booking,
  zone,
  klass,
  onMoved,
}: Omit<RescheduleProps, "by"> & { klass: ClassDetail; onMoved: () => void }) {
  const teacherTimeZone = klass.teacher.timeZone || "UTC";
  const [current] = useState(() => wallClockIn(booking.scheduledAt, teacherTimeZone));
  const [month, setMonth] = useState(() => monthOf(current.date));
  const [selectedDate, setSelectedDate] = useState<string | null>(current.date);
  const [selected, setSelected] = useState<ChosenSlot | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const move = useRescheduleBooking(booking.classId);
  const { t } = useTranslation();

  const confirm = () => {
    if (!selected) return;
    setRefused(null);
    move.mutate(
      { id: booking.id, scheduledAt: selected.startsAt },
      {
        onSuccess: (moved) => {
          onMoved();
          toast({ title: t("Lesson moved to {{time}}", { time: formatBookingTimeWithZone(moved.scheduledAt, zone) }) });
        },
        onError: (error) => {
          // The times are read again (the mutation refreshes them): the parent chooses among what is really free.
          setSelected(null);
          // The server's message: 400 not a time the class offers, 409 just taken or (a parent) too late.
          setRefused(errorText(error));
        },
      },
    );
  };

  return (
    <>
      <SlotPicker
        classId={booking.classId}
        teacherTimeZone={teacherTimeZone}
        viewerTimeZone={zone}
        lessonMinutes={klass.duration}
        month={month}
        onMonthChange={setMonth}
        selectedDate={selectedDate}
        selected={selected}
        onSelectDate={(date) => {
          setSelectedDate(date);
          if (selected?.date !== date) setSelected(null);
        }}
        onSelectSlot={(slot) => {
          setRefused(null);
          setSelected(slot);
        }}
        currentStartsAt={booking.scheduledAt}
      />
      {refused ? (
        <Alert role="alert" variant="destructive" title={t("This time could not be chosen")}>
          {refused}
        </Alert>
      ) : null}
      {selected ? (
        <p className="rounded-lg border border-primary/30 bg-primary-soft/40 px-3 py-2 text-sm text-foreground">
          <Trans
            i18nKey="New time: <strong>{{time}}</strong>"
            values={{ time: formatBookingTimeWithZone(selected.startsAt, zone) }}
            components={{ strong: <span className="font-semibold" /> }}
          />
        </p>
      ) : null}
      <DialogFooter className="border-t pt-4">
        <Button variant="outline" onClick={onMoved} disabled={move.isPending}>
          {t("Keep current time")}
        </Button>
        <Button onClick={confirm} disabled={!selected || move.isPending}>
          {move.isPending ? <Spinner /> : <CalendarClock aria-hidden="true" />}
          {move.isPending ? t("Moving...") : t("Move lesson")}
        </Button>
      </DialogFooter>
    </>
  );
}

function RescheduleBody({ booking, by, zone, onDone }: RescheduleProps & { onDone: () => void }) {
  const klass = useClass(booking.classId);
  const { t } = useTranslation();
  const names = { classTitle: booking.classTitle, studentName: booking.studentName };
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("Reschedule lesson")}</DialogTitle>
        <DialogDescription>
          {by === "parent" ? (
            <Sentence
              i18nKey="{{classTitle}} for {{studentName}}. Choose a new time; the teacher is told of the change."
              values={names}
            />
          ) : (
            <Sentence
              i18nKey="{{classTitle}} for {{studentName}}. Choose a new time; the family is told of the change."
              values={names}
            />
          )}
        </DialogDescription>
      </DialogHeader>
      <p className="flex flex-wrap items-center gap-x-1.5 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
        <span className="text-muted-foreground">{t("Current time:")}</span>
        <time dateTime={booking.scheduledAt} className="font-semibold text-foreground">
          {formatBookingTimeWithZone(booking.scheduledAt, zone)}
        </time>
      </p>
      {klass.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          <p role="status" className="sr-only">
            {t("Loading the class's times...")}
          </p>
          <Skeleton className="h-72 rounded-xl" />
        </div>
      ) : klass.isError || !klass.data ? (
        <ErrorState
          message={t("The class's times could not be loaded.")}
          detail={klass.error ? errorText(klass.error) : undefined}
          onRetry={() => klass.refetch()}
          retrying={klass.isFetching}
        />
      ) : (
        <ReschedulePicker booking={booking} zone={zone} klass={klass.data} onMoved={onDone} />
      )}
    </>
  );
}

/**
 * 'Reschedule' on an upcoming lesson: the class's calendar and free times in a dialog, confirmed with PATCH
 * {scheduledAt}. `disabledHintId` names the visible sentence saying why it is not offered (a parent under 12 hours).
 */
export function RescheduleBookingButton({
  booking,
  by,
  zone,
  disabledHintId,
}: RescheduleProps & { disabledHintId?: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const label = (
    <>
      <CalendarClock aria-hidden="true" />
      {t("Reschedule")}{" "}
      <span className="sr-only">
        {t("the lesson of {{classTitle}} for {{studentName}}", {
          classTitle: booking.classTitle,
          studentName: booking.studentName,
        })}
      </span>
    </>
  );
  if (disabledHintId) {
    return (
      <Button variant="outline" size="sm" disabled aria-describedby={disabledHintId}>
        {label}
      </Button>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-3xl">
        {open ? <RescheduleBody booking={booking} by={by} zone={zone} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
