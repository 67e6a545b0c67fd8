import { ROLE_LABELS, type Role } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { fullName } from "./list-states";

/** A user's roles as badges (admins in gold). */
export function RoleBadges({ roles }: { roles: Role[] }) {
  return (
    <div className="flex flex-wrap gap-1">
      {roles.map((r) => (
        <Badge key={r} variant={r === "admin" ? "gold" : "secondary"}>
          {ROLE_LABELS[r]}
        </Badge>
      ))}
    </div>
  );
}

interface UserSummary {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  roles: Role[];
  createdAt: string;
}

/** The first four cells of a user's table row, the same in every admin table of users: name, email, roles, joined. */
export function UserCells({ user }: { user: UserSummary }) {
  return (
    <>
      <th scope="row" className="px-4 py-3 text-start font-medium text-foreground">
        {fullName(user)}
        <span className="block text-xs font-normal text-muted-foreground">@{user.username}</span>
      </th>
      <td className="break-all px-4 py-3 text-muted-foreground">{user.email}</td>
      <td className="px-4 py-3">
        <RoleBadges roles={user.roles} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
    </>
  );
}

/** The table head for UserCells, with any further columns after them. */
export function UserColumns({ extra = [] }: { extra?: { label: string; srOnly?: boolean; end?: boolean }[] }) {
  return (
    <thead className="border-b bg-muted/50 text-muted-foreground">
      <tr>
        {["Name", "Email", "Roles", "Joined"].map((label) => (
          <th key={label} scope="col" className="px-4 py-3 text-start font-medium">
            {label}
          </th>
        ))}
        {extra.map(({ label, srOnly, end }) => (
          <th key={label} scope="col" className={`px-4 py-3 font-medium ${end ? "text-end" : "text-start"}`}>
            {srOnly ? <span className="sr-only">{label}</span> : label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
