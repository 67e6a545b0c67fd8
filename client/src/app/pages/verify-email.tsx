// The confirmation link's page (issue 31): it confirms the address once, on arrival, and says how it went.
import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearch } from "wouter";
import { verifyEmailSchema } from "@shared/auth";
import { Spinner } from "@/components/ui/spinner";
import { PasswordPageShell } from "@/features/auth/components/password-page-shell";
import { useVerifyEmail } from "@/features/auth/api/verify-email";

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const wellFormed = verifyEmailSchema.safeParse({ token }).success;
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!wellFormed || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, wellFormed, verify]);
  const failed = !wellFormed || verify.isError;
  return (
    <PasswordPageShell
      icon={MailCheck}
      title={t("Confirm your email address")}
      description={t("Halaqa emails you lesson news only at an address you have confirmed.")}
    >
      <div role="status" className="grid gap-4 text-sm">
        {failed ? (
          <p>{t("This confirmation link is invalid or has expired")}</p>
        ) : verify.isSuccess ? (
          <p>{t("Your email address is confirmed.")}</p>
        ) : (
          <p className="flex items-center gap-2">
            <Spinner />
            {t("Confirming…")}
          </p>
        )}
        <Link
          href="/"
          className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("Go to Halaqa")}
        </Link>
      </div>
    </PasswordPageShell>
  );
}
