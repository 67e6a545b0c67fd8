import { useTranslation } from "react-i18next";

const stats = [
  { value: "500+", label: "Verified Teachers" },
  { value: "2,000+", label: "Students" },
  { value: "15,000+", label: "Classes Completed" },
  { value: "98%", label: "Satisfaction Rate" },
];

function StatsBand() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="stats-title"
      className="relative isolate overflow-hidden bg-primary text-primary-foreground"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-star-pattern-inverse" />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-accent to-transparent"
      />
      <div className="container py-14 sm:py-16">
        <h2 id="stats-title" className="sr-only">
          {t("Halaqa in numbers")}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4 lg:divide-x lg:divide-primary-foreground/15 rtl:lg:divide-x-reverse">
          {stats.map(({ value, label }) => (
            <div key={label} className="flex flex-col items-center gap-2 text-center lg:px-6">
              <dt className="order-2 text-sm font-medium text-primary-foreground/85 sm:text-base">{t(label)}</dt>
              <dd className="order-1 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-px bg-gradient-to-r from-transparent via-accent to-transparent"
      />
    </section>
  );
}

export { StatsBand };
