import { Users } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { errorText } from "@/lib/api-client";
import { useRecentUsers } from "../api/recent-users";
import { ListSkeleton } from "./list-states";
import { UserCard, UserCells, UserColumns } from "./user-cells";

export function RecentUsers() {
  const pages = useRecentUsers();
  const query = pages.query;
  if (query.isPending) return <ListSkeleton label="Loading recent users..." rows={1} rowClassName="h-64" />;
  if (query.isError) {
    return (
      <ErrorState
        message="Recent users could not be loaded."
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const list = pages.items;
  if (list.length === 0) return <EmptyState icon={Users} title="No users yet" description="New sign-ups appear here." />;
  return (
    <div className="space-y-3">
      <ul className="grid gap-3 md:hidden" aria-label="Recent users">
        {list.map((u) => (
          <UserCard key={u.id} user={u} />
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-soft md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">The latest sign-ups</caption>
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
      <ListShowMore list={pages} label="Show more users" failedMessage="More users could not be loaded." />
    </div>
  );
}
