import { Link } from "wouter";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";

import { Button } from "@/components/ui/button";
import { StarMark } from "@/components/ui/star-mark";

function CtaSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <div className="container">
        <div className="relative isolate overflow-hidden rounded-2xl border border-accent/30 bg-accent-soft/60 px-6 py-12 text-center shadow-soft sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-star-pattern mask-fade-edges opacity-80" />
          <StarMark className="mx-auto size-10" />
          <h2
            id="cta-title"
            className="mx-auto mt-6 max-w-2xl font-display text-3xl font-semibold leading-tight tracking-tight text-foreground sm:text-4xl"
          >
            {t("Give your child a teacher you can trust")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-muted-foreground sm:text-lg">
            {t(
              "Create your account in a few minutes, add your children, and book their first class with a vetted teacher.",
            )}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/auth">
                {t("Get Started Today")}
                <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/auth">{t("Schedule a Demo")}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

export { CtaSection };
