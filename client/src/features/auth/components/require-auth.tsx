import { useEffect, type ReactNode } from "react";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { useAuth } from "../api/get-user";
import { handleUnauthorized } from "../lib/handle-unauthorized";

/** Signed-out viewers reach only / and /auth: anything else toasts 'Unauthorized' and goes to the login endpoint. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  useEffect(() => {
    if (!isLoading && !user) handleUnauthorized();
  }, [isLoading, user]);
  if (isLoading || !user) return <LoadingScreen />;
  return <>{children}</>;
}
