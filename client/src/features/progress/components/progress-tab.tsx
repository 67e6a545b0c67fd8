import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@/components/ui/error-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useStudents } from "@/features/students";
import { errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { viewerTimeZone } from "@/lib/format";
import { ChildProgress, NoProgress } from "./child-progress";

interface ProgressTabProps {
  /** The child in the address (?child=5); the first child when absent or not one of the parent's. */
  childId: number | null;
  onChildChange: (id: number) => void;
}

/** The parent's Progress tab: a child picker, then that child's attendance, ratings and reports. */
export function ProgressTab({ childId, onChildChange }: ProgressTabProps) {
  const { t } = useTranslation();
  const students = useStudents();
  const pickerId = useId();
  const list = students.data ?? [];
  const child = list.find((s) => s.id === childId) ?? list[0] ?? null;
  const zone = viewerTimeZone();

  let body;
  if (students.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t("Loading your children...")}
        </p>
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  } else if (students.isError) {
    body = (
      <ErrorState
        message={t("Your children's profiles could not be loaded.")}
        detail={errorText(students.error)}
        onRetry={() => void students.refetch()}
        retrying={students.isFetching}
      />
    );
  } else if (!child) {
    body = <NoProgress />;
  } else {
    // Keyed by child: a page of another child's reports never shows under this one's name.
    body = <ChildProgress key={child.id} studentId={child.id} name={child.name} zone={zone} />;
  }

  return (
    <section aria-labelledby="progress-heading" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="progress-heading" className="font-display text-xl font-semibold text-foreground">
            {t("Progress")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {child ? (
              <>
                <Sentence
                  i18nKey="{{name}}'s attendance and the teachers' reports."
                  values={{ name: child.name }}
                />{" "}
              </>
            ) : null}
            {t("Times are shown in your time zone ({{zone}}).", { zone: zone.replaceAll("_", " ") })}
          </p>
        </div>
        {list.length > 1 && child ? (
          <div className="grid gap-1.5 sm:w-64">
            <Label htmlFor={pickerId}>{t("Child")}</Label>
            <NativeSelect
              id={pickerId}
              value={String(child.id)}
              onChange={(e) => onChildChange(Number(e.target.value))}
            >
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      {body}
    </section>
  );
}
