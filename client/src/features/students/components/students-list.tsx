import { HeartHandshake, Info, Pencil, Target, UserPlus, Users } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CHILDREN_CAP_MESSAGE, type StudentItem } from "@shared/students";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { useStudents, type StudentWithSummary } from "../api/get-students";
import { CAPS, LEVEL_LABELS } from "@shared/constants";
import { ChildBadges } from "@/features/hifz";
import { StudentLessonSummaryView } from "./student-lesson-summary";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");

function Note({ icon: Icon, label, text }: { icon: typeof Target; label: string; text: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 line-clamp-2 break-words text-sm text-foreground">{text}</dd>
    </div>
  );
}

/** One child: who they are, where they are in their learning (next lesson, last report), and Edit. */
export function StudentCard({
  student,
  onEdit,
}: {
  student: StudentWithSummary;
  onEdit: (student: StudentItem) => void;
}) {
  const { t } = useTranslation();
  const goals = student.goals?.trim();
  const needs = student.specialNeeds?.trim();
  return (
    <Card interactive={false} className="h-full">
      <CardContent className="flex-1 space-y-4 p-5">
        <div className="flex items-start gap-3">
          <span
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft font-display text-base font-semibold text-primary"
            aria-hidden="true"
          >
            {initials(student.name) || "?"}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="break-words font-semibold leading-snug text-foreground">{student.name}</h3>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>{t("Age {{age}}", { age: student.age })}</span>
              <Badge variant="gold">
                {LEVEL_LABELS[student.level] ? t(LEVEL_LABELS[student.level]) : student.level}
              </Badge>
            </div>
          </div>
        </div>
        {goals || needs ? (
          <dl className="space-y-3 rounded-lg bg-background/80 p-3">
            {goals ? <Note icon={Target} label={t("Goals")} text={goals} /> : null}
            {needs ? <Note icon={HeartHandshake} label={t("Special needs")} text={needs} /> : null}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t("No goals added yet. Goals help a teacher plan the first lessons.")}
          </p>
        )}
        {student.summary ? <StudentLessonSummaryView summary={student.summary} /> : null}
        <ChildBadges studentId={student.id} badges={student.summary?.badges} />
      </CardContent>
      <CardFooter className="justify-end border-t px-5 py-3">
        <Button variant="outline" size="sm" onClick={() => onEdit(student)}>
          <Pencil aria-hidden="true" />
          {t("Edit")} <span className="sr-only">{student.name}</span>
        </Button>
      </CardFooter>
    </Card>
  );
}

interface StudentsListProps {
  onAdd: () => void;
  onEdit: (student: StudentItem) => void;
}

/** My Children: the parent's student profiles, with add and edit. */
export function StudentsList({ onAdd, onEdit }: StudentsListProps) {
  const { t } = useTranslation();
  const students = useStudents();
  const list = students.data ?? [];
  const capId = useId();
  // The cap keeps every child within the server's first page, so the list's length is the number held.
  const atCap = list.length >= CAPS.childrenPerParent;

  let body;
  if (students.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t("Loading your children...")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-48 rounded-xl" />
          ))}
        </div>
      </div>
    );
  } else if (students.isError) {
    body = (
      <ErrorState
        message={t("Your children's profiles could not be loaded.")}
        detail={errorText(students.error)}
        onRetry={() => students.refetch()}
        retrying={students.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        icon={Users}
        title={t("No children added yet")}
        description={t(
          "Add your first child's profile: their age, level and goals help teachers plan the right lessons, and you need a profile to book a class.",
        )}
        action={
          <Button onClick={onAdd}>
            <UserPlus aria-hidden="true" />
            {t("Add Your First Child")}
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("Your children")}>
        {list.map((student) => (
          <li key={student.id}>
            <StudentCard student={student} onEdit={onEdit} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="my-children-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="my-children-heading" className="font-display text-xl font-semibold text-foreground">
            {t("My Children")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("Each child has a profile that teachers see when you book.")}
          </p>
        </div>
        {/* The empty state carries its own button. */}
        {!(students.isSuccess && list.length === 0) ? (
          <Button
            onClick={onAdd}
            disabled={atCap}
            aria-describedby={atCap ? capId : undefined}
            className="self-start sm:self-auto"
          >
            <UserPlus aria-hidden="true" />
            {t("Add Child")}
          </Button>
        ) : null}
      </div>
      {atCap ? (
        <p
          id={capId}
          className="flex items-start gap-2 rounded-lg border bg-muted/60 px-3 py-2 text-sm text-muted-foreground"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{`${t(CHILDREN_CAP_MESSAGE)}.`}</span>
        </p>
      ) : null}
      {body}
    </section>
  );
}
