import { BookOpen, Lock } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ClassItem } from "@shared/classes";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { classCapReason, useClassPages } from "../api/get-classes";
import { ClassCard } from "./class-card";
import { CreateClassButton } from "./create-class-button";

interface ClassListProps {
  /** Why the teacher cannot create classes yet (profile not approved); null when they can. */
  createBlockedReason: string | null;
  onCreate: () => void;
  onEdit: (klass: ClassItem) => void;
}

/** My Classes: the teacher's classes, active and inactive, with create, edit and activate/deactivate. */
export function ClassList({ createBlockedReason: approvalReason, onCreate, onEdit }: ClassListProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const list = useClassPages();
  const classes = list.query;
  const items = list.items;
  // Approval first; then the cap, counted over every class the teacher holds (X-Total-Count), not just this page.
  const createBlockedReason = approvalReason ?? (classes.isSuccess ? classCapReason(list.total) : null);
  const createButton = (
    <CreateClassButton onCreate={onCreate} blockedReason={createBlockedReason} reasonId={reasonId} />
  );

  let body;
  if (classes.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t("Loading classes...")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-64 rounded-xl" />
          ))}
        </div>
      </div>
    );
  } else if (classes.isError) {
    body = (
      <ErrorState
        message={t("Your classes could not be loaded.")}
        detail={errorText(classes.error)}
        onRetry={() => classes.refetch()}
        retrying={classes.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={BookOpen}
        title={t("No classes yet")}
        description={
          createBlockedReason
            ? t("Once your profile is approved, create your first class here and families can start booking.")
            : t("Create your first class so families can find it and book lessons with you.")
        }
        action={createButton}
      />
    );
  } else {
    body = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((klass) => (
            <li key={klass.id}>
              <ClassCard klass={klass} onEdit={onEdit} />
            </li>
          ))}
        </ul>
        <ListShowMore
          list={list}
          label={t("Show more classes")}
          failedMessage={t("More classes could not be loaded.")}
        />
      </>
    );
  }

  const showHeaderButton = !(classes.isSuccess && items.length === 0);
  return (
    <section aria-labelledby="my-classes-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="my-classes-heading" className="font-display text-xl font-semibold text-foreground">
            {t("My Classes")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("Families can book your active classes. Deactivate a class to hide it without losing it.")}
          </p>
        </div>
        {showHeaderButton ? createButton : null}
      </div>
      {createBlockedReason ? (
        <p
          id={reasonId}
          className="flex items-start gap-2 rounded-lg border border-warning/25 bg-warning-soft px-3 py-2 text-sm text-warning"
        >
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{createBlockedReason}</span>
        </p>
      ) : null}
      {body}
    </section>
  );
}
