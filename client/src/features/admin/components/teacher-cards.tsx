import { GraduationCap, Mail, UserCheck, UserSearch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { lessonLinks } from "@shared/links";
import type { TeacherListItem } from "@shared/teachers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { RequiredDocuments, VerificationBadges } from "@/features/teachers";
import { errorText } from "@/lib/api-client";
import { useAdminTeacherPages, type ReviewStatus } from "../api/teachers";
import { fullName, ListSkeleton } from "./list-states";

/** How many specializations each card shows before '+N more' (spec §9). */
export const SPECIALIZATION_LIMIT: Record<ReviewStatus, number> = { pending: 3, approved: 2 };

export function Specializations({ list, limit }: { list: string[]; limit: number }) {
  const { t } = useTranslation();
  const shown = list.slice(0, limit);
  const more = list.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("Specializations")}>
      {shown.map((s) => (
        <li key={s}>
          <Badge variant="secondary">{t(s)}</Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="outline">{t("+{{more}} more", { more })}</Badge>
        </li>
      ) : null}
    </ul>
  );
}

function TeacherCard({
  teacher,
  status,
  onReview,
}: {
  teacher: TeacherListItem;
  status: ReviewStatus;
  onReview: () => void;
}) {
  const { t } = useTranslation();
  const name = fullName(teacher);
  return (
    // min-w-0: a grid item is otherwise as wide as its longest name or address (issue 32: 515 px on a 375 px screen).
    <li className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 shadow-soft">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-foreground">
            {/* The public profile: admins may open it before approval too. */}
            <Link
              href={lessonLinks.teacherProfile(teacher.userId)}
              className="rounded-sm hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {name}
            </Link>
          </h3>
          {teacher.email ? (
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-all">{teacher.email}</span>
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            {teacher.experience === 1
              ? t("1 year of experience")
              : t("{{count}} years of experience", { count: teacher.experience })}
          </p>
        </div>
        <Badge variant={status === "approved" ? "success" : "warning"}>
          {status === "approved" ? t("Approved") : t("Pending")}
        </Badge>
      </div>
      <Specializations list={teacher.specializations} limit={SPECIALIZATION_LIMIT[status]} />
      <VerificationBadges
        flags={{
          idVerified: teacher.idVerified ?? false,
          policeCheckVerified: teacher.policeCheckVerified ?? false,
          interviewCompleted: teacher.interviewCompleted ?? false,
        }}
      />
      {status === "pending" ? <RequiredDocuments documents={teacher.documents ?? []} /> : null}
      <div className="mt-auto">
        <Button variant="outline" onClick={onReview} aria-label={t("Review {{name}}", { name })}>
          <UserSearch aria-hidden="true" />
          {t("Review")}
        </Button>
      </div>
    </li>
  );
}

/** Pending Review or Approved Teachers: cards with a 'Review' button each. */
export function TeacherCards({
  status,
  onReview,
}: {
  status: ReviewStatus;
  onReview: (teacher: TeacherListItem) => void;
}) {
  const { t } = useTranslation();
  const pages = useAdminTeacherPages(status);
  const query = pages.query;
  if (query.isPending) return <ListSkeleton label={t("Loading teachers...")} rowClassName="h-48" />;
  if (query.isError) {
    return (
      <ErrorState
        message={status === "pending" ? t("Failed to fetch pending teachers") : t("Failed to fetch teachers")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const list = pages.items;
  if (list.length === 0) {
    return status === "pending" ? (
      <EmptyState
        icon={UserCheck}
        title={t("No pending applications")}
        description={t("New teacher applications appear here for review.")}
      />
    ) : (
      <EmptyState
        icon={GraduationCap}
        title={t("No approved teachers yet")}
        description={t("Teachers you approve appear here.")}
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul
        className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-label={status === "pending" ? t("Pending applications") : t("Approved teachers")}
      >
        {list.map((t) => (
          <TeacherCard key={t.id} teacher={t} status={status} onReview={() => onReview(t)} />
        ))}
      </ul>
      <ListShowMore
        list={pages}
        label={t("Show more teachers")}
        failedMessage={t("More teachers could not be loaded.")}
      />
    </div>
  );
}
