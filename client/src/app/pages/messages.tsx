// /messages (issue 35): a parent's or a teacher's conversations and the open thread; anyone else goes home.
import { Redirect } from "wouter";
import { effectiveRole } from "@shared/users";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { useAuth } from "@/features/auth/api/get-user";
import { MessagesView } from "@/features/messages";

export default function MessagesPage() {
  const { user } = useAuth();
  if (!user) return <LoadingScreen />;
  const role = effectiveRole(user);
  if (role !== "parent" && role !== "teacher") return <Redirect to="/" replace />;
  return <MessagesView userId={user.id} isParent={role === "parent"} />;
}
