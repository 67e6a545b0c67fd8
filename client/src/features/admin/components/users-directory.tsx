import { Ban, RotateCcw, Search, UserX } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ROLE_LABELS, ROLES, type Role } from "@shared/constants";
import { SUSPENSION_REASON_MAX, type AdminUserItem } from "@shared/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/features/auth";
import { errorText } from "@/lib/api-client";
import { useAdminUsers, useSuspendUser, USERS_PAGE_SIZE } from "../api/users";
import { fullName, ListSkeleton } from "./list-states";
import { UserCard, UserCells, UserColumns } from "./user-cells";
import { GENERIC_ERROR } from "./review-dialog";

const SEARCH_DELAY_MS = 300;

function SuspendDialog({ user, onClose }: { user: AdminUserItem; onClose: () => void }) {
  const { t } = useTranslation();
  const suspend = useSuspendUser();
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const teacher = user.roles.includes("teacher");
  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    suspend.mutate(
      { id: user.id, suspended: true, reason: reason.trim() },
      {
        onSuccess: (result) => {
          // Two sentences, each whole: the second only when lessons were cancelled.
          const n = result.cancelledLessons;
          const lessons =
            n > 0
              ? ` ${
                  n === 1
                    ? t("1 upcoming lesson was cancelled and {{refunded}} refunded.", { refunded: result.refunded })
                    : t("{{count}} upcoming lessons were cancelled and {{refunded}} refunded.", {
                        count: n,
                        refunded: result.refunded,
                      })
                }`
              : "";
          toast({
            title: t("Account Suspended"),
            description: `${t("{{name}} can no longer sign in.", { name: fullName(user) })}${lessons}`,
          });
          onClose();
        },
        onError: (error) =>
          toast({ title: t("Error"), description: errorText(error) || t(GENERIC_ERROR), variant: "destructive" }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("Suspend {{name}}?", { name: fullName(user) })}</DialogTitle>
          <DialogDescription>
            {t("They are signed out everywhere and cannot sign in until you restore the account.")}
            {teacher
              ? ` ${t("As a teacher they leave Browse Teachers, and their upcoming lessons are cancelled; families are told and paid lessons refunded.")}`
              : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>{t("Reason (sent to the user)")}</Label>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={SUSPENSION_REASON_MAX}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${reasonId}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
          {missing ? (
            <p id={`${reasonId}-error`} className="text-sm text-destructive">
              {t("Please give a reason for the suspension")}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={suspend.isPending}>
            {t("Cancel")}
          </Button>
          <Button variant="destructive" onClick={submit} disabled={suspend.isPending}>
            {suspend.isPending ? <Spinner /> : <Ban aria-hidden="true" />}
            {suspend.isPending ? t("Suspending...") : t("Suspend Account")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

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
}

function UserActions({ user, selfId, onSuspend, onRestore, restoring }: UserActionsProps) {
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

/** Admin › Users: find any account by name, username or email; suspend or restore it. */
export function UsersDirectory() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const searchId = useId();
  const roleId = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [role, setRole] = useState<Role | "">("");
  const [page, setPage] = useState(0);
  const [suspending, setSuspending] = useState<AdminUserItem | null>(null);
  // Searches as the admin types, once they pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useAdminUsers({ q, role, page });
  // Held here, not in the row: the row changes when the list is fetched again, and a mutation's own callbacks do not
  // run once its component is gone (the toast would be lost).
  const restore = useSuspendUser();
  const onRestore = (u: AdminUserItem) =>
    restore.mutate(
      { id: u.id, suspended: false },
      {
        onSuccess: () =>
          toast({ title: t("Account Restored"), description: t("{{name}} can sign in again.", { name: fullName(u) }) }),
        onError: (error) =>
          toast({ title: t("Error"), description: errorText(error) || t(GENERIC_ERROR), variant: "destructive" }),
      },
    );
  const actions = (u: AdminUserItem) => (
    <UserActions
      user={u}
      selfId={me?.id}
      onSuspend={setSuspending}
      onRestore={onRestore}
      restoring={restore.isPending && restore.variables?.id === u.id}
    />
  );

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton label={t("Loading users...")} rows={1} rowClassName="h-64" />;
  else if (query.isError)
    body = (
      <ErrorState
        message={t("Users could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.items.length === 0)
    body = (
      <EmptyState
        icon={UserX}
        title={t("No users found")}
        description={q || role ? t("Try another name, email or role.") : t("New sign-ups appear here.")}
      />
    );
  else {
    const { items, total } = query.data;
    const first = page * USERS_PAGE_SIZE + 1;
    const last = page * USERS_PAGE_SIZE + items.length;
    body = (
      <div className="grid gap-3">
        <ul className="grid gap-3 md:hidden" aria-label={t("Users")}>
          {items.map((u) => (
            <UserCard key={u.id} user={u} status={<StatusBadge user={u} />} actions={actions(u)}>
              {u.suspended && u.suspendedReason ? (
                <p className="mt-2 text-sm text-muted-foreground">
                  {t("Reason: {{reason}}", { reason: u.suspendedReason })}
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
            <Button
              size="sm"
              variant="outline"
              disabled={page === 0 || query.isFetching}
              onClick={() => setPage((p) => p - 1)}
            >
              {t("Previous")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={last >= total || query.isFetching}
              onClick={() => setPage((p) => p + 1)}
            >
              {t("Next")}
            </Button>
          </div>
        </nav>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_12rem]"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text);
          setPage(0);
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={searchId}>{t("Search users")}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              className="ps-9"
              placeholder={t("Name, username or email")}
              maxLength={100}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={roleId}>{t("Role")}</Label>
          <NativeSelect
            id={roleId}
            value={role}
            onChange={(e) => {
              setRole(e.target.value as Role | "");
              setPage(0);
            }}
          >
            <option value="">{t("All roles")}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(ROLE_LABELS[r])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>
      {body}
      {suspending ? <SuspendDialog user={suspending} onClose={() => setSuspending(null)} /> : null}
    </div>
  );
}
