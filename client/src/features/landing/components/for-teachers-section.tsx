import { Link } from "wouter";
import { ArrowRight, CalendarCheck, Languages, Users, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SectionHeading } from "./section-heading";
import { StepsList, type Step } from "./steps-list";
import { SIGN_UP_AS_TEACHER } from "../links";

const steps: Step[] = [
  {
    title: "Apply with your profile",
    description:
      "Tell families about your specializations, teaching languages and experience, and upload your documents.",
  },
  {
    title: "Get reviewed and interviewed",
    description: "Our team checks your documents, background and police clearance, then meets you for an interview.",
  },
  {
    title: "Create classes and start teaching",
    description: "Once approved, publish your classes, accept bookings and follow each student's progress.",
  },
];

const benefits = [
  { icon: CalendarCheck, text: "Set the schedule that suits you" },
  { icon: Users, text: "Teach one-to-one or small groups of up to 20" },
  { icon: Wallet, text: "Get paid securely through PayPal" },
  { icon: Languages, text: "Teach in Arabic, English, Urdu, Malay, French, Turkish or Indonesian" },
];

function ForTeachersSection() {
  const { t } = useTranslation();
  return (
    <section id="teachers" aria-labelledby="teachers-title" className="border-y bg-card py-20 sm:py-24">
      <div className="container grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col items-start">
          <SectionHeading
            id="teachers-title"
            eyebrow={t("For Teachers")}
            title={t("Share your knowledge with children who want to learn")}
            description={t(
              "Whether you teach Quran recitation, Arabic or the Seerah, Halaqa brings you families who value a qualified, trustworthy teacher.",
            )}
          />
          <ul className="mt-8 grid gap-3.5">
            {benefits.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-foreground">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{t(text)}</span>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-10 w-full sm:w-auto">
            <Link href={SIGN_UP_AS_TEACHER}>
              {t("Apply to Teach")}
              <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
            </Link>
          </Button>
        </div>

        <Card interactive={false} className="self-start bg-background">
          <CardHeader>
            <CardTitle as="h3" className="font-display text-xl">
              {t("How becoming a teacher works")}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <StepsList steps={steps} />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

export { ForTeachersSection };
