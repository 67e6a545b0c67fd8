import { LockKeyhole } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import { resetPasswordSchema } from "@shared/auth";
import { PasswordPageShell } from "@/features/auth/components/password-page-shell";
import { InvalidResetLink, ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  // A link cut short or mistyped in the address bar is dead before anything is sent.
  const wellFormed = resetPasswordSchema.shape.token.safeParse(token).success;
  return (
    <PasswordPageShell
      icon={LockKeyhole}
      title={t("Choose a new password")}
      description={t("Use at least 10 characters. You will sign in with it from now on.")}
    >
      {wellFormed ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </PasswordPageShell>
  );
}
