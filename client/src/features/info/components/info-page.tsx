// The frame of the public information pages (issue 32): a patterned title band, a list of the sections to jump to, and
// the sections as headings with paragraphs and lists, in one readable column.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { InfoSection } from "../content/section";

export function InfoHeader({
  icon: Icon,
  title,
  intro,
  children,
}: {
  icon: LucideIcon;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-hidden border-b border-border/70 bg-card/40">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-star-pattern mask-fade-bottom opacity-80" />
      <div className="container max-w-4xl py-10 md:py-14">
        <span className="mb-4 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h1 className="font-display text-3xl font-semibold leading-tight tracking-tight text-foreground sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">{intro}</p>
        {children}
      </div>
    </div>
  );
}

/** Links to each section of the page (its anchors work without a script). */
export function SectionIndex({ sections, label }: { sections: readonly InfoSection[]; label: string }) {
  return (
    <nav aria-label={label} className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <h2 className="text-sm font-semibold text-foreground">{label}</h2>
      <ol className="mt-3 grid gap-2 text-sm">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The sections, each an h2 (or h3 under a group's heading) with its paragraphs and lists. */
export function InfoSections({ sections, level = 2 }: { sections: readonly InfoSection[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-8">
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
          <Heading
            id={`${s.id}-title`}
            className="font-display text-xl font-semibold leading-snug tracking-tight text-foreground sm:text-2xl"
          >
            {s.title}
          </Heading>
          <div className="mt-3 grid gap-3 text-base leading-relaxed text-foreground/85">
            {s.blocks.map((block, i) =>
              typeof block === "string" ? (
                <p key={i}>{block}</p>
              ) : (
                <ul key={i} className="grid list-disc gap-1.5 ps-6 marker:text-accent">
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

/** A legal page: its sections listed first, then in full, with the date they were last changed. */
export function LegalBody({ sections, updated }: { sections: readonly InfoSection[]; updated: string }) {
  const { t } = useTranslation();
  return (
    <div className="container grid max-w-4xl gap-10 py-10 md:py-14">
      <SectionIndex sections={sections} label={t("On this page")} />
      <InfoSections sections={sections} />
      <p className="border-t border-border pt-6 text-sm text-muted-foreground">{updated}</p>
    </div>
  );
}
