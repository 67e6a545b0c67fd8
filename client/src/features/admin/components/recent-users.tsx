import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { errorText } from "@/lib/api-client";
import { useRecentUsers } from "../api/recent-users";
import { ListSkeleton } from "./list-states";
import { UserCard, UserCells, UserColumns } from "./user-cells";

export function RecentUsers() {
  const { t } = useTranslation();
  const pages = useRecentUsers();
  const query = pages.query;
  if (query.isPending) return <ListSkeleton label={t("Loading recent users...")} rows={1} rowClassName="h-64" />;
  if (query.isError) {
    return (
      <ErrorState
        message={t("Recent users could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const list = pages.items;
  if (list.length === 0)
    return <EmptyState icon={Users} title={t("No users yet")} description={t("New sign-ups appear here.")} />;
  return (
    <div className="space-y-3">
      <ul className="grid gap-3 md:hidden" aria-label={t("Recent users")}>
        {list.map((u) => (
          <UserCard key={u.id} user={u} />
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-soft md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("The latest sign-ups")}</caption>
          <UserColumns />
          <tbody>
            {list.map((u) => (
              <tr key={u.id} className="border-b last:border-0">
                <UserCells user={u} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListShowMore list={pages} label={t("Show more users")} failedMessage={t("More users could not be loaded.")} />
    </div>
  );
}
