// One window of a day: its start and end as two selects on the 30-minute grid, and a button to remove it.
import { CircleExclamationPoint, X } from "lucide-react";
import { useId, type ComponentProps, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";
import { issueText } from "../lib/issues";
import { END_TIMES, START_TIMES, timeChoices } from "../lib/week";

interface TimeSelectProps {
  label: string;
  value: string;
  grid: readonly string[];
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

function TimeSelect({ label, value, grid, onChange, invalid, describedBy, selectRef }: TimeSelectProps) {
  return (
    <NativeSelect
      ref={selectRef}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="w-[6.5rem] shrink-0 sm:w-28"
    >
      {timeChoices(grid, value).map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </NativeSelect>
  );
}

export interface WindowRowProps {
  /** "Monday window 1", translated: the selects are "… start" and "… end", the button "Remove …". */
  label: string;
  start: string;
  end: string;
  onStartChange: (value: string) => void;
  onEndChange: (value: string) => void;
  onRemove: () => void;
  startError?: string;
  endError?: string;
  /** A message about the whole day (windows overlap), shown by the day: both selects point to it. */
  dayIssueId?: string;
  startRef?: Ref<HTMLSelectElement>;
  endRef?: Ref<HTMLSelectElement>;
}

export function WindowRow({
  label,
  start,
  end,
  onStartChange,
  onEndChange,
  onRemove,
  startError,
  endError,
  dayIssueId,
  startRef,
  endRef,
}: WindowRowProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const message = startError ?? endError;
  const describedBy = (own: string | undefined) =>
    [own ? messageId : undefined, dayIssueId].filter(Boolean).join(" ") || undefined;
  return (
    <li className="grid gap-1.5">
      <div className="flex items-center gap-2">
        <TimeSelect
          label={t("{{window}} start", { window: label })}
          value={start}
          grid={START_TIMES}
          onChange={onStartChange}
          invalid={Boolean(startError || dayIssueId)}
          describedBy={describedBy(startError)}
          selectRef={startRef}
        />
        <span aria-hidden="true" className="text-muted-foreground">
          –
        </span>
        <TimeSelect
          label={t("{{window}} end", { window: label })}
          value={end}
          grid={END_TIMES}
          onChange={onEndChange}
          invalid={Boolean(endError || dayIssueId)}
          describedBy={describedBy(endError)}
          selectRef={endRef}
        />
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-muted-foreground hover:text-destructive"
          onClick={onRemove}
        >
          <X aria-hidden="true" />
          <span className="sr-only">{t("Remove {{window}}", { window: label })}</span>
        </Button>
      </div>
      {message ? <FieldMessage id={messageId}>{issueText(message)}</FieldMessage> : null}
    </li>
  );
}

/** A validation message in the form's style (FormMessage's look, for controls outside a FormField). */
export function FieldMessage({
  children,
  className,
  ...props
}: Omit<ComponentProps<"p">, "children"> & { children: string }) {
  return (
    <p className={cn("flex items-start gap-1.5 text-sm font-medium text-destructive", className)} {...props}>
      <CircleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
