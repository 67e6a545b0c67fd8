import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WEEKDAY_NAMES, type TimeWindow } from "@shared/teacher-hours";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatWindows, WEEK_ORDER } from "../lib/week";

interface CopyDayDialogProps {
  /** The day copied from; closed when null. */
  from: number | null;
  windows: TimeWindow[];
  onOpenChange: (open: boolean) => void;
  onCopy: (to: number[]) => void;
}

/** Copies one day's windows onto the days chosen, replacing theirs. */
export function CopyDayDialog({ from, windows, onOpenChange, onCopy }: CopyDayDialogProps) {
  return (
    <Dialog open={from !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {/* Mounted afresh on every opening, so no day stays ticked from the last copy. */}
        {from !== null ? <CopyDayForm key={from} from={from} windows={windows} onCopy={onCopy} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CopyDayForm({
  from,
  windows,
  onCopy,
}: {
  from: number;
  windows: TimeWindow[];
  onCopy: (to: number[]) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const name = t(WEEKDAY_NAMES[from]);
  const others = WEEK_ORDER.filter((day) => day !== from).map((day) => ({
    value: String(day),
    label: t(WEEKDAY_NAMES[day]),
  }));
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("Copy {{day}}'s hours", { day: name })}</DialogTitle>
        <DialogDescription>
          {windows.length > 0
            ? t("The days you choose get {{day}}'s hours ({{hours}}) in place of their own.", {
                day: name,
                hours: formatWindows(windows),
              })
            : t("{{day}} is unavailable: the days you choose become unavailable too.", { day: name })}
        </DialogDescription>
      </DialogHeader>
      <CheckboxGroup
        legend={t("Copy to")}
        options={others}
        value={chosen}
        onValueChange={setChosen}
        itemsClassName="grid-cols-2 sm:grid-cols-3"
      />
      <div>
        <Button
          variant="link"
          size="sm"
          onClick={() => setChosen(chosen.length === others.length ? [] : others.map((o) => o.value))}
        >
          {chosen.length === others.length ? t("Clear all") : t("Select all")}
        </Button>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t("Cancel")}</Button>
        </DialogClose>
        <Button disabled={chosen.length === 0} onClick={() => onCopy(chosen.map(Number))}>
          {t("Copy Hours")}
        </Button>
      </DialogFooter>
    </>
  );
}
