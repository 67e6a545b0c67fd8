import { useSearch } from "wouter";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { useAuth } from "@/features/auth/api/get-user";
import { TeacherOnboarding, TeacherRoleRequired } from "@/features/onboarding/components/teacher-onboarding";

/** /teacher/onboarding, and /teacher/onboarding?edit={teacherProfileId} from Edit Profile. */
export default function TeacherOnboardingPage() {
  const { user } = useAuth();
  const search = useSearch();
  if (!user) return <LoadingScreen />;
  // The server accepts a profile from anyone holding the teacher role, whatever role they are acting in.
  if (!user.roles.includes("teacher")) return <TeacherRoleRequired />;
  const editId = new URLSearchParams(search).get("edit");
  return <TeacherOnboarding user={user} editId={editId} />;
}
