import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { ROLE_LABELS, type Role } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { fullName } from "./list-states";

/** A user's roles as badges (admins in gold). */
export function RoleBadges({ roles }: { roles: Role[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1">
      {roles.map((r) => (
        <Badge key={r} variant={r === "admin" ? "gold" : "secondary"}>
          {t(ROLE_LABELS[r])}
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

/** The table head for UserCells, with any further columns after them (labels in English, translated here). */
export function UserColumns({ extra = [] }: { extra?: { label: string; srOnly?: boolean; end?: boolean }[] }) {
  const { t } = useTranslation();
  return (
    <thead className="border-b bg-muted/50 text-muted-foreground">
      <tr>
        {["Name", "Email", "Roles", "Joined"].map((label) => (
          <th key={label} scope="col" className="px-4 py-3 text-start font-medium">
            {t(label)}
          </th>
        ))}
        {extra.map(({ label, srOnly, end }) => (
          <th key={label} scope="col" className={`px-4 py-3 font-medium ${end ? "text-end" : "text-start"}`}>
            {srOnly ? <span className="sr-only">{t(label)}</span> : t(label)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A user as a card, for a phone: a table's four columns in 340 px broke an email address letter by letter. `status`
 * sits beside the name, `actions` beside the roles; `children` come last.
 */
export function UserCard({
  user,
  status,
  actions,
  children,
}: {
  user: UserSummary;
  status?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-xl border bg-card p-4 shadow-soft">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-foreground">{fullName(user)}</p>
          <p className="text-xs text-muted-foreground">@{user.username}</p>
          {/* Broken only where it must be: a long address wraps at its end, not after every letter. */}
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{user.email}</p>
        </div>
        {status}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <RoleBadges roles={user.roles} />
        {actions ?? (
          <span className="text-xs text-muted-foreground">
            <Trans
              i18nKey="Joined <time>{{date}}</time>"
              values={{ date: formatDate(user.createdAt) }}
              components={{ time: <time dateTime={user.createdAt} /> }}
            />
          </span>
        )}
      </div>
      {children}
    </li>
  );
}
