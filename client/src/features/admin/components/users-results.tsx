import { Ban, FileX, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AdminUserItem } from "@shared/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Sentence } from "@/lib/bdi";
import { USERS_PAGE_SIZE } from "../api/users";
import { fullName } from "./list-states";
import { UserCard, UserCells, UserColumns } from "./user-cells";
import { mayWithdrawCertificates } from "./withdraw-certificates-dialog";

function StatusBadge({ user }: { user: AdminUserItem }) {
  const { t } = useTranslation();
  if (user.suspended) return <Badge variant="destructive">{t("Suspended")}</Badge>;
  return <Badge variant="success">{t("Active")}</Badge>;
}

interface UserActionsProps {
  user: AdminUserItem;
  selfId: number | undefined;
  onSuspend: (u: AdminUserItem) => void;
  onRestore: (u: AdminUserItem) => void;
  restoring: boolean;
  /** Offered for a teacher rejected or suspended: their certificates withdrawn for cause (issue 31). */
  onWithdrawCertificates?: (u: AdminUserItem) => void;
}

export function UserActions({ onWithdrawCertificates, ...props }: UserActionsProps) {
  const { t } = useTranslation();
  const { user, selfId } = props;
  if (user.id === selfId || !onWithdrawCertificates || !mayWithdrawCertificates(user))
    return <AccountAction {...props} />;
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      <AccountAction {...props} />
      <Button
        size="sm"
        variant="outline"
        onClick={() => onWithdrawCertificates(user)}
        aria-label={t("Withdraw the certificates of {{name}}'s reports", { name: fullName(user) })}
      >
        <FileX aria-hidden="true" />
        {t("Withdraw certificates")}
      </Button>
    </span>
  );
}

function AccountAction({
  user,
  selfId,
  onSuspend,
  onRestore,
  restoring,
}: Omit<UserActionsProps, "onWithdrawCertificates">) {
  const { t } = useTranslation();
  if (user.id === selfId) return <span className="text-xs text-muted-foreground">{t("You")}</span>;
  if (user.suspended) {
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={restoring}
        aria-label={t("Restore {{name}}", { name: fullName(user) })}
        onClick={() => onRestore(user)}
      >
        {restoring ? <Spinner /> : <RotateCcw aria-hidden="true" />}
        {t("Restore")}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onSuspend(user)}
      aria-label={t("Suspend {{name}}", { name: fullName(user) })}
    >
      <Ban aria-hidden="true" />
      {t("Suspend")}
    </Button>
  );
}

interface UsersResultsProps {
  items: AdminUserItem[];
  total: number;
  page: number;
  fetching: boolean;
  onPage: (step: -1 | 1) => void;
  actions: (u: AdminUserItem) => ReactNode;
}

/** One page of users: cards on phones, a table from md up, and the pager. */
export function UsersResults({ items, total, page, fetching, onPage, actions }: UsersResultsProps) {
  const { t } = useTranslation();
  const first = page * USERS_PAGE_SIZE + 1;
  const last = page * USERS_PAGE_SIZE + items.length;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 md:hidden" aria-label={t("Users")}>
        {items.map((u) => (
          <UserCard key={u.id} user={u} status={<StatusBadge user={u} />} actions={actions(u)}>
            {u.suspended && u.suspendedReason ? (
              <p className="mt-2 text-sm text-muted-foreground">
                <Sentence i18nKey="Reason: {{reason}}" values={{ reason: u.suspendedReason }} />
              </p>
            ) : null}
          </UserCard>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-soft md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("Users matching the search")}</caption>
          <UserColumns extra={[{ label: "Status" }, { label: "Actions", srOnly: true, end: true }]} />
          <tbody>
            {items.map((u) => (
              <tr key={u.id} className="border-b align-top last:border-0">
                <UserCells user={u} />
                <td className="px-4 py-3">
                  <StatusBadge user={u} />
                  {u.suspended && u.suspendedReason ? (
                    <p className="mt-1 max-w-56 text-xs text-muted-foreground">{u.suspendedReason}</p>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-end">{actions(u)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="flex flex-wrap items-center justify-between gap-3" aria-label={t("Users pages")}>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t("Showing {{first}}–{{last}} of {{total}}", { first, last, total })}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" disabled={page === 0 || fetching} onClick={() => onPage(-1)}>
            {t("Previous")}
          </Button>
          <Button size="sm" variant="outline" disabled={last >= total || fetching} onClick={() => onPage(1)}>
            {t("Next")}
          </Button>
        </div>
      </nav>
    </div>
  );
}
