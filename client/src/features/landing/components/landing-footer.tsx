import { useTranslation } from "react-i18next";
import { infoLinks } from "@shared/links";
import { Wordmark } from "./wordmark";

const explore = [
  { href: "/#features", label: "Features" },
  { href: "/#teachers", label: "For Teachers" },
  { href: "/#parents", label: "For Parents" },
  { href: "/#about", label: "About" },
];

// Spec §2 had these four link to "#"; issue 32 gave them their pages.
const support = [
  { href: infoLinks.help, label: "Help Center" },
  { href: infoLinks.contact, label: "Contact Us" },
];
const legal = [
  { href: infoLinks.privacy, label: "Privacy Policy" },
  { href: infoLinks.terms, label: "Terms of Service" },
];

function FooterColumn({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold text-primary-foreground">{title}</h2>
      <ul className="mt-4 grid gap-3">
        {links.map(({ href, label }) => (
          <li key={label}>
            <a
              href={href}
              className="rounded-sm text-sm text-primary-foreground/80 underline-offset-4 transition-colors hover:text-primary-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-primary-hover"
            >
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function LandingFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="relative isolate overflow-hidden bg-primary-hover text-primary-foreground">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-star-pattern-inverse opacity-70" />
      <div className="container grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <div className="col-span-2 max-w-xs lg:col-span-1">
          <Wordmark inverse />
          <p className="mt-4 text-sm leading-relaxed text-primary-foreground/80">
            {t("Vetted Islamic teachers for your children: Quran, Arabic and Islamic studies, taught with care.")}
          </p>
        </div>
        <FooterColumn title={t("Explore")} links={explore} />
        <FooterColumn title={t("Support")} links={support} />
        <FooterColumn title={t("Legal")} links={legal} />
      </div>
      <div className="border-t border-primary-foreground/15">
        <p className="container py-6 text-sm text-primary-foreground/75">
          {t("© {{year}} Halaqa. All rights reserved.", { year })}
        </p>
      </div>
    </footer>
  );
}

export { LandingFooter };
