import { Ban, RotateCcw, Search, UserX } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { ROLE_LABELS, ROLES, type Role } from "@shared/constants";
import { SUSPENSION_REASON_MAX, type AdminUserItem } from "@shared/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
          const lessons =
            result.cancelledLessons > 0
              ? ` ${result.cancelledLessons} upcoming lesson${result.cancelledLessons === 1 ? " was" : "s were"} cancelled and ${result.refunded} refunded.`
              : "";
          toast({ title: "Account Suspended", description: `${fullName(user)} can no longer sign in.${lessons}` });
          onClose();
        },
        onError: (error) => toast({ title: "Error", description: errorText(error) || GENERIC_ERROR, variant: "destructive" }),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Suspend {fullName(user)}?</DialogTitle>
          <DialogDescription>
            They are signed out everywhere and cannot sign in until you restore the account.
            {teacher ? " As a teacher they leave Browse Teachers, and their upcoming lessons are cancelled; families are told and paid lessons refunded." : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>Reason (sent to the user)</Label>
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
              Please give a reason for the suspension
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={suspend.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={submit} disabled={suspend.isPending}>
            {suspend.isPending ? <Spinner /> : <Ban aria-hidden="true" />}
            {suspend.isPending ? "Suspending..." : "Suspend Account"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function StatusBadge({ user }: { user: AdminUserItem }) {
  if (user.suspended) return <Badge variant="destructive">Suspended</Badge>;
  return <Badge variant="success">Active</Badge>;
}

interface UserActionsProps {
  user: AdminUserItem;
  selfId: number | undefined;
  onSuspend: (u: AdminUserItem) => void;
  onRestore: (u: AdminUserItem) => void;
  restoring: boolean;
}

function UserActions({ user, selfId, onSuspend, onRestore, restoring }: UserActionsProps) {
  if (user.id === selfId) return <span className="text-xs text-muted-foreground">You</span>;
  if (user.suspended) {
    return (
      <Button size="sm" variant="outline" disabled={restoring} aria-label={`Restore ${fullName(user)}`} onClick={() => onRestore(user)}>
        {restoring ? <Spinner /> : <RotateCcw aria-hidden="true" />}
        Restore
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" onClick={() => onSuspend(user)} aria-label={`Suspend ${fullName(user)}`}>
      <Ban aria-hidden="true" />
      Suspend
    </Button>
  );
}

/** Admin › Users: find any account by name, username or email; suspend or restore it. */
export function UsersDirectory() {
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
        onSuccess: () => toast({ title: "Account Restored", description: `${fullName(u)} can sign in again.` }),
        onError: (error) => toast({ title: "Error", description: errorText(error) || GENERIC_ERROR, variant: "destructive" }),
      },
    );
  const actions = (u: AdminUserItem) => (
    <UserActions user={u} selfId={me?.id} onSuspend={setSuspending} onRestore={onRestore} restoring={restore.isPending && restore.variables?.id === u.id} />
  );

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton label="Loading users..." rows={1} rowClassName="h-64" />;
  else if (query.isError)
    body = <ErrorState message="Users could not be loaded." detail={errorText(query.error)} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (query.data.items.length === 0)
    body = <EmptyState icon={UserX} title="No users found" description={q || role ? "Try another name, email or role." : "New sign-ups appear here."} />;
  else {
    const { items, total } = query.data;
    const first = page * USERS_PAGE_SIZE + 1;
    const last = page * USERS_PAGE_SIZE + items.length;
    body = (
      <div className="grid gap-3">
        <ul className="grid gap-3 md:hidden" aria-label="Users">
          {items.map((u) => (
            <UserCard key={u.id} user={u} status={<StatusBadge user={u} />} actions={actions(u)}>
              {u.suspended && u.suspendedReason ? <p className="mt-2 text-sm text-muted-foreground">Reason: {u.suspendedReason}</p> : null}
            </UserCard>
          ))}
        </ul>
        <div className="hidden overflow-x-auto rounded-xl border bg-card shadow-soft md:block">
          <table className="w-full text-sm">
            <caption className="sr-only">Users matching the search</caption>
            <UserColumns extra={[{ label: "Status" }, { label: "Actions", srOnly: true, end: true }]} />
            <tbody>
              {items.map((u) => (
                <tr key={u.id} className="border-b align-top last:border-0">
                  <UserCells user={u} />
                  <td className="px-4 py-3">
                    <StatusBadge user={u} />
                    {u.suspended && u.suspendedReason ? <p className="mt-1 max-w-56 text-xs text-muted-foreground">{u.suspendedReason}</p> : null}
                  </td>
                  <td className="px-4 py-3 text-end">
                    {actions(u)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <nav className="flex flex-wrap items-center justify-between gap-3" aria-label="Users pages">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {first}–{last} of {total}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" disabled={page === 0 || query.isFetching} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <Button size="sm" variant="outline" disabled={last >= total || query.isFetching} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </div>
        </nav>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <form role="search" className="grid gap-3 sm:grid-cols-[1fr_12rem]" onSubmit={(e) => {
          e.preventDefault();
          setQ(text);
          setPage(0);
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Search users</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={searchId}
              type="search"
              className="ps-9"
              placeholder="Name, username or email"
              maxLength={100}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={roleId}>Role</Label>
          <NativeSelect
            id={roleId}
            value={role}
            onChange={(e) => {
              setRole(e.target.value as Role | "");
              setPage(0);
            }}
          >
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
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
