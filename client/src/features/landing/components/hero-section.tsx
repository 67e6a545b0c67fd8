import { Link } from "wouter";
import { ArrowRight, CalendarClock, CreditCard, ShieldCheck } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";

import { Button } from "@/components/ui/button";
import { HeroIllustration } from "./hero-illustration";
import { StarOrnament } from "@/components/ui/star-mark";
import { SIGN_UP, SIGN_UP_AS_TEACHER } from "../links";

const assurances = [
  { icon: ShieldCheck, label: "Background-checked teachers" },
  { icon: CreditCard, label: "Secure payments with PayPal" },
  { icon: CalendarClock, label: "Classes in your time zone" },
];

function HeroSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* Decorative layers: lattice fading towards the edges, and a warm wash behind the illustration. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-star-pattern mask-fade-edges" />
      <div
        aria-hidden="true"
        className="absolute -end-40 -top-40 -z-10 size-[36rem] rounded-full bg-accent-soft/70 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -start-48 top-1/4 -z-10 size-[28rem] rounded-full bg-primary-soft/80 blur-3xl"
      />

      <div className="container grid items-center gap-14 pb-20 pt-12 sm:pt-16 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:gap-10 lg:pb-28 lg:pt-24">
        <div className="flex flex-col items-start">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-card/80 px-3.5 py-1.5 text-xs font-semibold text-accent-ink shadow-soft sm:text-sm">
            <StarOrnament className="text-accent" />
            {t("Quran, Arabic and Islamic studies")}
          </p>

          <h1
            id="hero-title"
            className="mt-6 font-display text-[2.5rem] font-semibold leading-[1.08] tracking-tight text-foreground sm:text-5xl lg:text-[3.5rem]"
          >
            <Trans
              i18nKey="Vetted Islamic teachers, <em>for your children</em>"
              components={{ em: <em className="block font-medium text-primary rtl:not-italic" /> }}
            />
          </h1>

          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            {t(
              "Halaqa connects families with teachers who have passed background checks, police clearance and an interview. Book classes that fit your week, pay securely, and watch your child grow in knowledge.",
            )}
          </p>

          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link href={SIGN_UP}>
                {t("Find Classes for Child")}
                <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={SIGN_UP_AS_TEACHER}>{t("Join as Teacher")}</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            {t("Already have an account?")}{" "}
            <Link href="/auth" className="font-semibold text-primary underline-offset-4 hover:underline">
              {t("Sign In")}
            </Link>
          </p>

          <ul className="mt-10 grid gap-3 text-sm text-muted-foreground sm:grid-cols-3 sm:gap-5">
            {assurances.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2.5">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {t(label)}
              </li>
            ))}
          </ul>
        </div>

        <HeroIllustration className="lg:me-4" />
      </div>
    </section>
  );
}

export { HeroSection };
