import { KeyRound } from "lucide-react";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { PasswordPageShell } from "@/features/auth/components/password-page-shell";

export default function ForgotPasswordPage() {
  return (
    <PasswordPageShell
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter the email address of your account. We will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </PasswordPageShell>
  );
}
