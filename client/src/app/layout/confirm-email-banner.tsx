// A signed-in user whose address is not confirmed (issue 31) is asked to open the link; the account works meanwhile.
import { MailWarning } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/features/auth/api/get-user";
import { useResendVerification } from "@/features/auth/api/verify-email";
import { errorText } from "@/lib/api-client";

export function ConfirmEmailBanner() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const resend = useResendVerification();
  if (!user || user.emailVerified !== false) return null;
  return (
    <section
      aria-label={t("Confirm your email address")}
      className="border-b border-warning/30 bg-warning-soft text-foreground"
    >
      <div className="container flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5 text-sm">
        <MailWarning className="size-4 shrink-0 text-warning" aria-hidden="true" />
        {/* An address does not break at spaces: it may wrap anywhere rather than run under the button on a phone. */}
        <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
          {t("Please confirm your email address: we sent a link to {{email}}. Until then we email you nothing else.", {
            email: user.email,
          })}
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => toast({ title: t("We sent you a new confirmation link.") }),
              onError: (error) => toast({ title: t("Error"), description: errorText(error), variant: "destructive" }),
            })
          }
        >
          {resend.isPending ? t("Sending...") : t("Send the link again")}
        </Button>
      </div>
    </section>
  );
}
