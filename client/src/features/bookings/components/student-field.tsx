import type { UseQueryResult } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { StudentItem } from "@shared/students";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import type { SelectField as SelectFieldType } from "@/components/ui/select-field";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import type { BookingForm } from "../lib/booking-form";

// The student select (Radix Select and its popper) is only needed on the details step: it loads when a time is
// chosen (or when that step opens), not with the calendar.
const loadSelectField = () => import("@/components/ui/select-field");
// (lazy() loses SelectField's generic props; the cast restores them.)
const SelectField = lazy(() =>
  loadSelectField().then((m) => ({ default: m.SelectField })),
) as unknown as typeof SelectFieldType;

/** Starts downloading the student select ahead of the details step. */
export const preloadStudentField = () => void loadSelectField().catch(() => undefined);

/** Step 2's child: a select of the parent's children, or the way to add one when there is none yet. */
export function StudentField({
  form,
  students,
}: {
  form: BookingForm;
  students: UseQueryResult<StudentItem[] | null>;
}) {
  const { t } = useTranslation();
  const skeleton = (
    <div aria-busy="true" className="grid gap-2">
      <p role="status" className="sr-only">
        {t("Loading your children...")}
      </p>
      <Skeleton className="h-4 w-20" />
      <Skeleton className="h-10 rounded-md" />
    </div>
  );
  if (students.isPending) return skeleton;
  if (students.isError) {
    return (
      <ErrorState
        message={t("Your children's profiles could not be loaded.")}
        detail={errorText(students.error)}
        onRetry={() => students.refetch()}
        retrying={students.isFetching}
      />
    );
  }
  const list = students.data ?? [];
  if (list.length === 0) {
    return (
      <FormField
        control={form.control}
        name="studentId"
        render={() => (
          <FormItem>
            <p className="text-sm font-medium text-foreground">{t("Student")}</p>
            <div className="flex flex-col gap-3 rounded-xl border border-dashed border-input/70 bg-muted/30 p-4 sm:flex-row sm:items-center">
              <Users className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold text-foreground">{t("No children added yet")}</p>
                <p className="mt-0.5 text-muted-foreground">
                  {t("Add your child's profile on your dashboard, then come back to book this class.")}
                </p>
              </div>
              <Button asChild variant="outline" size="sm">
                <Link href="/parent/dashboard">{t("Add Child Profile")}</Link>
              </Button>
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
    );
  }
  return (
    <Suspense fallback={skeleton}>
      <SelectField
        control={form.control}
        name="studentId"
        label={t("Student")}
        placeholder={t("Select a student")}
        options={list.map((s) => ({
          value: String(s.id),
          label: t("{{name}} (age {{age}})", { name: s.name, age: s.age }),
        }))}
      />
    </Suspense>
  );
}
