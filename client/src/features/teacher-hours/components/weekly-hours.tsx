// The week view: each weekday with its windows, bound to the editor's form (one field array over `weekly`).
import { Copy, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useController, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import {
  TEACHER_HOURS_LIMITS,
  WEEKDAY_NAMES,
  type TeacherHoursInput,
  type TeacherHoursValues,
} from "@shared/teacher-hours";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { issueText, type WeeklyIssues } from "../lib/issues";
import { hoursLabel, nextWindow, WEEK_ORDER } from "../lib/week";
import { CopyDayDialog } from "./copy-day-dialog";
import { FieldMessage, WindowRow } from "./window-row";

function useTeacherHoursForm() {
  return useFormContext<TeacherHoursInput, unknown, TeacherHoursValues>();
}

interface WeeklyWindowProps {
  index: number;
  label: string;
  /** The schema's message about this window (it ends before it starts). */
  message?: string;
  dayIssueId?: string;
  onRemove: () => void;
}

function WeeklyWindow({ index, label, message, dayIssueId, onRemove }: WeeklyWindowProps) {
  const { control } = useTeacherHoursForm();
  const start = useController({ control, name: `weekly.${index}.start` });
  const end = useController({ control, name: `weekly.${index}.end` });
  return (
    <WindowRow
      label={label}
      start={start.field.value}
      end={end.field.value}
      onStartChange={start.field.onChange}
      onEndChange={end.field.onChange}
      onRemove={onRemove}
      endError={message}
      dayIssueId={dayIssueId}
      startRef={start.field.ref}
      endRef={end.field.ref}
    />
  );
}

interface DayRowProps {
  day: number;
  /** The day's windows: their place in `weekly` and the field array's key. */
  entries: { key: string; index: number }[];
  hours: string;
  issues: string[];
  windowIssues: ReadonlyMap<number, string>;
  onAdd: () => void;
  onRemove: (index: number, focusAfter: HTMLElement | null) => void;
  onCopy: () => void;
}

function DayRow({ day, entries, hours, issues, windowIssues, onAdd, onRemove, onCopy }: DayRowProps) {
  const { t } = useTranslation();
  const name = t(WEEKDAY_NAMES[day]);
  const addRef = useRef<HTMLButtonElement>(null);
  const headingId = `day-${day}-heading`;
  const issueId = issues.length > 0 ? `day-${day}-issues` : undefined;
  const full = entries.length >= TEACHER_HOURS_LIMITS.windowsPerDay;
  return (
    <li
      aria-labelledby={headingId}
      className="grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-3 px-4 py-4 sm:grid-cols-[8.5rem_1fr_auto] sm:px-6"
    >
      <div className="min-w-0 self-center sm:self-start sm:pt-2">
        <h4 id={headingId} className="font-semibold text-foreground">
          {name}
        </h4>
        {entries.length > 0 ? <p className="text-xs text-muted-foreground">{hours}</p> : null}
      </div>
      <div className="col-span-2 row-start-2 grid gap-3 sm:col-span-1 sm:col-start-2 sm:row-start-1">
        {entries.length === 0 ? (
          <p className="flex h-10 items-center text-sm text-muted-foreground">{t("Unavailable")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("{{day}} windows", { day: name })}>
            {entries.map(({ key, index }, i) => (
              <WeeklyWindow
                key={key}
                index={index}
                label={t("{{day}} window {{number}}", { day: name, number: i + 1 })}
                message={windowIssues.get(index)}
                dayIssueId={issueId}
                onRemove={() => onRemove(index, addRef.current)}
              />
            ))}
          </ul>
        )}
        {issueId ? (
          <div
            id={issueId}
            data-day-issue
            tabIndex={-1}
            className="grid gap-1 rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {issues.map((issue) => (
              <FieldMessage key={issue}>{issueText(issue)}</FieldMessage>
            ))}
          </div>
        ) : null}
        <div>
          <Button ref={addRef} variant="outline" size="sm" onClick={onAdd} disabled={full}>
            <Plus aria-hidden="true" />
            <Trans
              i18nKey="Add window <sr>on {{day}}</sr>"
              values={{ day: name }}
              components={{ sr: <span className="sr-only" /> }}
            />
          </Button>
          {full ? (
            <p className="mt-1 text-xs text-muted-foreground">
              {t("At most {{count}} windows a day.", { count: TEACHER_HOURS_LIMITS.windowsPerDay })}
            </p>
          ) : null}
        </div>
      </div>
      <Button variant="ghost" size="sm" className="col-start-2 row-start-1 sm:col-start-3" onClick={onCopy}>
        <Copy aria-hidden="true" />
        <Trans
          i18nKey="Copy <sr>{{day}}'s hours to other days</sr>"
          values={{ day: name }}
          components={{ sr: <span className="sr-only" /> }}
        />
      </Button>
    </li>
  );
}

/** Sunday to Saturday in the data, Monday first on screen; `issues` are the schema's messages, live. */
export function WeeklyHours({ issues, className }: { issues: WeeklyIssues; className?: string }) {
  const { t } = useTranslation();
  const form = useTeacherHoursForm();
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: "weekly" });
  const weekly = useWatch({ control: form.control, name: "weekly" });
  const [copyFrom, setCopyFrom] = useState<number | null>(null);
  // Where focus goes once a removal has rendered (the removed row's button is gone; "Add window" may only now be
  // enabled).
  const focusAfterRemove = useRef<HTMLElement | null>(null);
  useEffect(() => {
    focusAfterRemove.current?.focus();
    focusAfterRemove.current = null;
  }, [fields]);

  const windowsOf = (day: number) => form.getValues("weekly").filter((w) => w.day === day);
  const add = (day: number) => append({ day, ...nextWindow(windowsOf(day)) }, { shouldFocus: true });
  const removeAt = (index: number, focusAfter: HTMLElement | null) => {
    focusAfterRemove.current = focusAfter;
    remove(index);
  };
  const copy = (from: number, to: number[]) => {
    const current = form.getValues("weekly");
    const source = current.filter((w) => w.day === from);
    const kept = current.filter((w) => !to.includes(w.day));
    const copies = to.flatMap((day) => source.map(({ start, end }) => ({ day, start, end })));
    // Grouped by day, each day's windows in the order the teacher gave them.
    replace([...kept, ...copies].sort((a, b) => a.day - b.day));
  };

  return (
    <Card interactive={false} className={className}>
      <CardHeader>
        <CardTitle as="h3">{t("Weekly hours")}</CardTitle>
        <CardDescription>{t("The times you teach each week. A day without hours is unavailable.")}</CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        <ul className="divide-y border-t" aria-label={t("Weekly hours")}>
          {WEEK_ORDER.map((day) => {
            const entries = fields.flatMap((field, index) => (field.day === day ? [{ key: field.id, index }] : []));
            return (
              <DayRow
                key={day}
                day={day}
                entries={entries}
                hours={hoursLabel((weekly ?? []).filter((w) => w.day === day))}
                issues={issues.days.get(day) ?? []}
                windowIssues={issues.windows}
                onAdd={() => add(day)}
                onRemove={removeAt}
                onCopy={() => setCopyFrom(day)}
              />
            );
          })}
        </ul>
      </CardContent>
      <CopyDayDialog
        from={copyFrom}
        windows={copyFrom === null ? [] : (weekly ?? []).filter((w) => w.day === copyFrom)}
        onOpenChange={(open) => {
          if (!open) setCopyFrom(null);
        }}
        onCopy={(to) => {
          if (copyFrom !== null) copy(copyFrom, to);
          setCopyFrom(null);
        }}
      />
    </Card>
  );
}
