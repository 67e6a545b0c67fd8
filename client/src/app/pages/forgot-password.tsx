import { KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { PasswordPageShell } from "@/features/auth/components/password-page-shell";

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <PasswordPageShell
      icon={KeyRound}
      title={t("Forgot your password?")}
      description={t("Enter the email address of your account. We will send you a link to choose a new password.")}
    >
      <ForgotPasswordForm />
    </PasswordPageShell>
  );
}
