import { HeartHandshake, ShieldCheck, Users } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";

import { SectionHeading } from "./section-heading";
import { StarOrnament } from "@/components/ui/star-mark";

const values = [
  {
    icon: ShieldCheck,
    title: "Vetted, not just listed",
    text: "Every teacher is checked, cleared and interviewed before a family ever sees their profile.",
  },
  {
    icon: Users,
    title: "Rooted in tradition",
    text: "Small circles and close attention from a teacher, the way Islamic knowledge has always been passed on.",
  },
  {
    icon: HeartHandshake,
    title: "Built around families",
    text: "Parents stay involved: they choose the teacher, see every class and share feedback.",
  },
];

function AboutSection() {
  const { t } = useTranslation();
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="relative isolate overflow-hidden border-t bg-card py-20 sm:py-24"
    >
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-72 bg-star-pattern mask-fade-bottom" />
      <div className="container">
        <SectionHeading
          id="about-title"
          align="center"
          eyebrow={t("About Halaqa")}
          title={t("A circle of learning for today's families")}
          description={
            <Trans
              i18nKey="In Arabic, a <em>halaqa</em> (<arabic>حلقة</arabic>) is a study circle: students gathered around a teacher. Halaqa brings that tradition to families wherever they live, with teachers who are carefully vetted and accountable to the parents who trust them."
              components={{
                em: <em className="rtl:not-italic" />,
                arabic: <span lang="ar" dir="rtl" className="font-arabic text-[1.15em] not-italic" />,
              }}
            />
          }
        />

        <figure className="mx-auto mt-14 max-w-2xl text-center">
          <div aria-hidden="true" className="flex items-center justify-center gap-3 text-accent">
            <span className="h-px w-16 bg-gradient-to-r from-transparent to-accent rtl:bg-gradient-to-l" />
            <StarOrnament className="size-3.5" />
            <span className="h-px w-16 bg-gradient-to-l from-transparent to-accent rtl:bg-gradient-to-r" />
          </div>
          <blockquote className="mt-6">
            <p
              lang="ar"
              dir="rtl"
              className="font-arabic text-4xl leading-[1.9] text-primary sm:text-5xl sm:leading-[1.9]"
            >
              وَقُل رَّبِّ زِدْنِي عِلْمًا
            </p>
            <p className="mt-3 font-display text-xl italic text-foreground sm:text-2xl rtl:not-italic">
              {t("“And say: My Lord, increase me in knowledge.”")}
            </p>
          </blockquote>
          <figcaption className="mt-3 text-sm font-medium text-muted-foreground">
            {t("Quran, Surah Ta-Ha 20:114")}
          </figcaption>
        </figure>

        <ul className="mt-16 grid gap-8 sm:grid-cols-3 sm:gap-6">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col items-center text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink ring-1 ring-inset ring-accent/40">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-foreground">{t(title)}</h3>
              <p className="mt-2 max-w-xs text-[0.9375rem] leading-relaxed text-muted-foreground">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export { AboutSection };
