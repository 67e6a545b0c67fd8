import { LifeBuoy, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { infoLinks } from "@shared/links";
import { Button } from "@/components/ui/button";
import { InfoHeader, InfoSections } from "@/features/info/components/info-page";
import { helpFamilies } from "@/features/info/content/help-families";
import { helpTeachers } from "@/features/info/content/help-teachers";
import { LandingFooter } from "@/features/landing/components/landing-footer";

/** /help (issue 32): answers for families and for teachers, drawn from what Halaqa does; then the contact page. */
export default function HelpPage() {
  const { t } = useTranslation();
  const groups = [
    { id: "families", title: t("For families"), sections: helpFamilies(t) },
    { id: "teachers", title: t("For teachers and accounts"), sections: helpTeachers(t) },
  ];
  return (
    <>
      <InfoHeader
        icon={LifeBuoy}
        title={t("Help Center")}
        intro={t("Answers to what families and teachers ask most often.")}
      >
        <nav aria-label={t("Help topics")} className="mt-6 flex flex-wrap gap-3">
          {groups.map((g) => (
            <a
              key={g.id}
              href={`#${g.id}`}
              className="rounded-full border border-border bg-card px-4 py-2 text-sm font-medium text-primary shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {g.title}
            </a>
          ))}
        </nav>
      </InfoHeader>
      <div className="container grid max-w-4xl gap-12 py-10 md:py-14">
        {groups.map((g) => (
          <section key={g.id} id={g.id} aria-labelledby={`${g.id}-group`} className="scroll-mt-24">
            <h2
              id={`${g.id}-group`}
              className="mb-6 border-b border-border pb-3 font-display text-2xl font-semibold tracking-tight text-foreground sm:text-3xl"
            >
              {g.title}
            </h2>
            <InfoSections sections={g.sections} level={3} />
          </section>
        ))}
        <div className="flex flex-col items-start gap-4 rounded-lg border border-border bg-primary-soft/60 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-display text-xl font-semibold text-foreground">{t("Still need help?")}</h2>
            <p className="mt-1 text-muted-foreground">{t("Write to our team: we reply by email.")}</p>
          </div>
          <Button asChild>
            <Link href={infoLinks.contact}>
              <Mail className="size-4" aria-hidden="true" />
              {t("Contact Us")}
            </Link>
          </Button>
        </div>
      </div>
      <LandingFooter />
    </>
  );
}
