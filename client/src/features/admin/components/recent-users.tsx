import { Users } from "lucide-react";
import { ROLE_LABELS } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ListShowMore } from "@/components/ui/show-more";
import { errorText } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { useRecentUsers } from "../api/recent-users";
import { fullName, ListSkeleton } from "./list-states";

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
      <div className="overflow-x-auto rounded-xl border bg-card shadow-soft">
        <table className="w-full text-sm">
          <caption className="sr-only">The latest sign-ups</caption>
          <thead className="border-b bg-muted/50 text-start text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-medium">Name</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">Email</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">Roles</th>
              <th scope="col" className="px-4 py-3 text-start font-medium">Joined</th>
            </tr>
          </thead>
          <tbody>
            {list.map((u) => (
              <tr key={u.id} className="border-b last:border-0">
                <th scope="row" className="px-4 py-3 text-start font-medium text-foreground">
                  {fullName(u)}
                  <span className="block text-xs font-normal text-muted-foreground">@{u.username}</span>
                </th>
                <td className="break-all px-4 py-3 text-muted-foreground">{u.email}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1">
                    {u.roles.map((r) => (
                      <Badge key={r} variant={r === "admin" ? "gold" : "secondary"}>
                        {ROLE_LABELS[r]}
                      </Badge>
                    ))}
                  </div>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                  <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListShowMore list={pages} label="Show more users" failedMessage="More users could not be loaded." />
    </div>
  );
}
