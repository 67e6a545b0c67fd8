import type { LucideIcon } from "lucide-react";
import {
  Award,
  CalendarClock,
  ChartLine,
  CreditCard,
  IdCard,
  MessageSquareHeart,
  MessagesSquare,
  ShieldCheck,
} from "lucide-react";

import { useTranslation } from "react-i18next";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { SectionHeading } from "./section-heading";

type Feature = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Optional gold badge under the description. */
  highlight?: { icon: LucideIcon; label: string };
};

const features: Feature[] = [
  {
    icon: CreditCard,
    title: "Payments and subscriptions through PayPal",
    description:
      "Pay for a single class or subscribe, securely through PayPal. You see the exact price before you confirm.",
  },
  {
    icon: ChartLine,
    title: "Progress and attendance tracking",
    description:
      "Follow attendance and progress class by class, with achievement badges that celebrate every milestone.",
    highlight: { icon: Award, label: "Achievement badges" },
  },
  {
    icon: CalendarClock,
    title: "Flexible scheduling",
    description: "Real-time booking and easy rescheduling, with every class shown in your own time zone.",
  },
  {
    icon: MessageSquareHeart,
    title: "Regular reviews and parent feedback",
    description:
      "Teachers are reviewed regularly, and your feedback after classes keeps the standard high for every family.",
  },
];

const checks = [
  { icon: IdCard, label: "Background check" },
  { icon: ShieldCheck, label: "Police clearance" },
  { icon: MessagesSquare, label: "Personal interview" },
];

function FeatureIcon({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={cn(
        "flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary ring-1 ring-inset ring-primary/10",
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 sm:py-24">
      <div className="container">
        <SectionHeading
          id="features-title"
          eyebrow={t("Features")}
          title={t("Everything your family needs to learn with confidence")}
          description={t(
            "From the first search to the hundredth lesson, Halaqa keeps learning safe, organised and easy to follow.",
          )}
        />

        <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {/* The vetting promise leads: it is the reason a family trusts a stranger to teach their child. */}
          <li className="md:col-span-2">
            <Card className="relative h-full overflow-hidden">
              <div
                aria-hidden="true"
                className="absolute inset-y-0 end-0 w-1/2 bg-star-pattern opacity-70 [mask-image:linear-gradient(to_left,#000,transparent)] rtl:[mask-image:linear-gradient(to_right,#000,transparent)]"
              />
              <CardHeader className="relative gap-4">
                <FeatureIcon icon={ShieldCheck} className="bg-primary text-primary-foreground ring-0" />
                <CardTitle className="text-xl">{t("Every teacher is vetted before they teach")}</CardTitle>
                <CardDescription className="max-w-lg text-base leading-relaxed">
                  {t(
                    "Background checks, police clearance and an interview with our team. Only teachers who pass all three are approved to offer classes to your children.",
                  )}
                </CardDescription>
              </CardHeader>
              <CardContent className="relative">
                <ul className="flex flex-wrap gap-2" aria-label={t("Checks every teacher passes")}>
                  {checks.map(({ icon: Icon, label }) => (
                    <li key={label}>
                      <Badge variant="success" className="gap-1.5 px-3 py-1 text-[0.8125rem]">
                        <Icon aria-hidden="true" />
                        {t(label)}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>

          {features.map((feature) => (
            <li key={feature.title}>
              <Card className="h-full">
                <CardHeader className="gap-4">
                  <FeatureIcon icon={feature.icon} />
                  <CardTitle>{t(feature.title)}</CardTitle>
                  <CardDescription className="text-[0.9375rem] leading-relaxed">
                    {t(feature.description)}
                  </CardDescription>
                </CardHeader>
                {feature.highlight && (
                  <CardContent>
                    <Badge variant="gold" className="gap-1.5">
                      <feature.highlight.icon aria-hidden="true" />
                      {t(feature.highlight.label)}
                    </Badge>
                  </CardContent>
                )}
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export { FeaturesSection };
