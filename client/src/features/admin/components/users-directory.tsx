import { Search, UserX } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ROLE_LABELS, ROLES, type Role } from "@shared/constants";
import type { AdminUserItem } from "@shared/admin";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/features/auth";
import { errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { useAdminUsers, useSuspendUser } from "../api/users";
import { GENERIC_ERROR } from "./generic-error";
import { fullName, ListSkeleton } from "./list-states";
import { SuspendDialog } from "./suspend-dialog";
import { UserActions, UsersResults } from "./users-results";
import { WithdrawCertificatesDialog } from "./withdraw-certificates-dialog";

const SEARCH_DELAY_MS = 300;

/**
 * Admin › Users: find any account by name, username or email; suspend or restore it; withdraw the certificates of a
 * teacher rejected or suspended.
 */
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
  const [withdrawing, setWithdrawing] = useState<AdminUserItem | null>(null);
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
          toast({
            title: t("Account Restored"),
            description: <Sentence i18nKey="{{name}} can sign in again." values={{ name: fullName(u) }} />,
          }),
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
      onWithdrawCertificates={setWithdrawing}
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
  else
    body = (
      <UsersResults
        items={query.data.items}
        total={query.data.total}
        page={page}
        fetching={query.isFetching}
        onPage={(step) => setPage((p) => p + step)}
        actions={actions}
      />
    );

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
      {withdrawing ? <WithdrawCertificatesDialog user={withdrawing} onClose={() => setWithdrawing(null)} /> : null}
    </div>
  );
}
