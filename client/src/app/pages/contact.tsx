import { LifeBuoy, Mail, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { infoLinks } from "@shared/links";
import { Card, CardContent } from "@/components/ui/card";
import { useAuth } from "@/features/auth";
import { ContactForm } from "@/features/info/components/contact-form";
import { InfoHeader } from "@/features/info/components/info-page";
import { LandingFooter } from "@/features/landing/components/landing-footer";

/** /contact (issue 32): open to everyone, a suspended user included; the message reaches every admin. */
export default function ContactPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <>
      <InfoHeader
        icon={Mail}
        title={t("Contact Us")}
        intro={t(
          "Write to the Halaqa team about a booking, a payment, teaching, your data or a concern about a child.",
        )}
      />
      <div className="container grid max-w-5xl gap-8 py-10 md:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card interactive={false}>
          <CardContent className="pt-6">
            <ContactForm
              key={user?.id ?? "guest"}
              name={user ? `${user.firstName} ${user.lastName}` : ""}
              email={user?.email ?? ""}
            />
          </CardContent>
        </Card>
        <aside className="grid content-start gap-4 text-sm leading-relaxed">
          <div className="rounded-lg border border-border bg-card p-5 shadow-sm">
            <h2 className="flex items-center gap-2 font-semibold text-foreground">
              <LifeBuoy className="size-4 text-primary" aria-hidden="true" />
              {t("Quick answers")}
            </h2>
            <p className="mt-2 text-muted-foreground">
              {t("Booking, paying, moving a lesson and refunds are explained in the Help Center.")}
            </p>
            <Link
              href={infoLinks.help}
              className="mt-3 inline-block font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("Open the Help Center")}
            </Link>
          </div>
          <div className="rounded-lg border border-warning/40 bg-warning-soft p-5">
            <h2 className="flex items-center gap-2 font-semibold text-foreground">
              <ShieldAlert className="size-4 text-warning" aria-hidden="true" />
              {t("A child in danger?")}
            </h2>
            <p className="mt-2 text-foreground/85">
              {t(
                "If a child is in immediate danger, call your local emergency services first. Then tell us, choosing the topic 'A safeguarding concern'.",
              )}
            </p>
          </div>
        </aside>
      </div>
      <LandingFooter />
    </>
  );
}
