import { Link } from "wouter";
import { SUBJECTS } from "@shared/constants";
import { ArrowRight, BookOpen } from "lucide-react";
import { useTranslation } from "react-i18next";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { SectionHeading } from "./section-heading";
import { StepsList, type Step } from "./steps-list";

const steps: Step[] = [
  { title: "Add your children", description: "Create a profile for each child with their age and level." },
  {
    title: "Choose a vetted teacher",
    description: "Browse approved teachers and compare their subjects, languages and reviews.",
  },
  { title: "Book and pay securely", description: "Pick a time that suits your family and pay through PayPal." },
  {
    title: "Follow their progress",
    description: "See attendance, progress and the achievement badges your child earns along the way.",
  },
];

function ForParentsSection() {
  const { t } = useTranslation();
  return (
    <section id="parents" aria-labelledby="parents-title" className="py-20 sm:py-24">
      <div className="container grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col items-start lg:order-2">
          <SectionHeading
            id="parents-title"
            eyebrow={t("For Parents")}
            title={t("The right teacher for every stage of your child's learning")}
            description={t(
              "From a first reading of Al-Fatiha to memorising the Quran, find a teacher who fits your child's age, level and language.",
            )}
          />
          <StepsList steps={steps} className="mt-10" />
          <Button asChild size="lg" className="mt-10 w-full sm:w-auto">
            <Link href="/auth">
              {t("Find a Teacher")}
              <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
            </Link>
          </Button>
        </div>

        <Card interactive={false} className="relative self-start overflow-hidden lg:sticky lg:top-24 lg:order-1">
          <div aria-hidden="true" className="absolute inset-x-0 top-0 h-28 bg-star-pattern mask-fade-bottom" />
          <CardHeader className="relative">
            <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <BookOpen className="size-5" aria-hidden="true" />
            </span>
            <CardTitle as="h3" className="font-display text-xl">
              {t("Subjects taught on Halaqa")}
            </CardTitle>
            <CardDescription className="text-[0.9375rem]">
              {/* No-break spaces in "3 to 18": the ages stay on one line. */}
              {t("Classes for children aged 3 to 18, at beginner, intermediate and advanced levels.")}
            </CardDescription>
          </CardHeader>
          <CardContent className="relative">
            <ul className="flex flex-wrap gap-2">
              {SUBJECTS.map((subject) => (
                <li key={subject}>
                  <Badge variant="outline" className="px-3 py-1.5 text-[0.8125rem] font-medium">
                    {t(subject)}
                  </Badge>
                </li>
              ))}
            </ul>
            <Separator className="my-6" />
            <dl className="grid grid-cols-3 gap-4 text-center">
              {[
                { value: "3–18", label: "Ages" },
                { value: "3", label: "Levels" },
                { value: "7", label: "Languages" },
              ].map(({ value, label }) => (
                <div key={label} className="flex flex-col gap-1">
                  <dt className="order-2 text-xs font-medium uppercase tracking-wider text-muted-foreground rtl:tracking-normal">
                    {t(label)}
                  </dt>
                  <dd className="order-1 font-display text-2xl font-semibold text-primary">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

export { ForParentsSection };
