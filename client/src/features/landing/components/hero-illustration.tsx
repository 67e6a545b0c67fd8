import * as React from "react";
import { CalendarClock, Check, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";

import { cn } from "@/lib/utils";

// Brand colours for SVG paint; the CSS variables hold HSL channels, which SVG attributes cannot use directly.
const GOLD = "#c8a24a";
const PALE_GOLD = "#e9d9a8";
const PAGE = "#faf8f3";

/**
 * An arched window (mihrab) holding an open book on a rahl (book stand) under a star of light,
 * with two floating cards that show what the product does: verified teachers and scheduled classes.
 */
function HeroIllustration({ className }: { className?: string }) {
  const { t } = useTranslation();
  const uid = React.useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const patternId = `lattice-${uid}`;
  const clipId = `arch-${uid}`;
  const glowId = `glow-${uid}`;

  const arch = "M24 468V196C24 112 104 48 200 14c96 34 176 98 176 182v272z";
  const innerArch = "M44 468V200c0-74 70-132 156-164 86 32 156 90 156 164v268";

  return (
    <div className={cn("relative mx-auto mb-12 w-full max-w-[18rem] sm:mb-0 sm:max-w-[26rem]", className)}>
      <svg
        viewBox="0 0 400 480"
        role="img"
        aria-label={t("An open book resting on a wooden stand beneath a star, framed by an arched window")}
        className="h-auto w-full drop-shadow-[0_24px_40px_rgba(15,94,85,0.18)]"
      >
        <defs>
          <pattern id={patternId} width="48" height="48" patternUnits="userSpaceOnUse" x="8" y="0">
            <g fill="none" stroke={PALE_GOLD} strokeOpacity="0.2" strokeWidth="1">
              <path d="M15.75 15.75h16.5v16.5h-16.5z" />
              <path d="M24 12.33 35.67 24 24 35.67 12.33 24z" />
              <path d="M24 0v12.33M24 35.67V48M0 24h12.33M35.67 24H48M0 0l15.75 15.75M48 0 32.25 15.75M0 48l15.75-15.75M48 48 32.25 32.25" />
            </g>
          </pattern>
          <clipPath id={clipId}>
            <path d={arch} />
          </clipPath>
          <radialGradient id={glowId} cx="50%" cy="34%" r="45%">
            <stop offset="0%" stopColor={PALE_GOLD} stopOpacity="0.42" />
            <stop offset="100%" stopColor={PALE_GOLD} stopOpacity="0" />
          </radialGradient>
        </defs>

        {/* Window */}
        <path d={arch} className="fill-primary" />
        <g clipPath={`url(#${clipId})`}>
          <rect width="400" height="480" fill={`url(#${patternId})`} />
          <rect width="400" height="480" fill={`url(#${glowId})`} />
        </g>
        <path d={innerArch} fill="none" stroke={GOLD} strokeWidth="2" strokeOpacity="0.9" />
        <path d={arch} fill="none" stroke={GOLD} strokeWidth="1" strokeOpacity="0.5" />

        {/* Star of light */}
        <g transform="translate(200 168)">
          <circle r="46" fill={PALE_GOLD} fillOpacity="0.08" />
          <path d="M-26-26h52v52h-52z" fill={GOLD} />
          <path d="M0-36.8 36.8 0 0 36.8-36.8 0z" fill={GOLD} />
          <path
            d="M-17-17h34v34h-34z M0-24 24 0 0 24-24 0z"
            fill="none"
            stroke={PAGE}
            strokeWidth="1.5"
            strokeOpacity="0.85"
          />
          <circle r="8" fill={PAGE} />
        </g>

        {/* Rahl: two crossed boards */}
        <g strokeLinecap="round">
          <path d="M132 446 262 332" stroke="#8a6a26" strokeWidth="13" />
          <path d="M268 446 138 332" stroke={GOLD} strokeWidth="13" />
          <path d="M118 450h54M228 450h54" stroke="#8a6a26" strokeWidth="6" />
        </g>

        {/* Open book */}
        <g stroke="#b08a34" strokeWidth="2" strokeLinejoin="round">
          <path d="M200 326c-26-15-62-20-98-12l10 44c32-7 62-3 88 12z" fill={PAGE} />
          <path d="M200 326c26-15 62-20 98-12l-10 44c-32-7-62-3-88 12z" fill={PAGE} />
          <path d="M200 326v44" />
        </g>
        <g stroke="#b08a34" strokeOpacity="0.55" strokeWidth="1.25" strokeLinecap="round" fill="none">
          <path d="M122 327c22-4 44-1 64 7M125 338c21-4 41-1 60 7M128 349c19-3 38-1 56 7" />
          <path d="M278 327c-22-4-44-1-64 7M275 338c-21-4-41-1-60 7M272 349c-19-3-38-1-56 7" />
        </g>
      </svg>

      {/* Evidence card: what every teacher has passed */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -bottom-14 mx-auto w-56 rounded-xl border bg-card/95 p-3.5 shadow-lift backdrop-blur-sm sm:inset-x-auto sm:-bottom-6 sm:-start-10 sm:mx-0"
      >
        <p className="flex items-center gap-2 text-sm font-semibold text-foreground">
          <ShieldCheck className="size-4 text-primary" />
          {t("Verified teacher")}
        </p>
        <ul className="mt-2.5 grid gap-1.5 text-xs text-muted-foreground">
          {["Background check", "Police clearance", "Interview passed"].map((item) => (
            <li key={item} className="flex items-center gap-2">
              <span className="flex size-4 items-center justify-center rounded-full bg-success-soft text-success">
                <Check className="size-3" strokeWidth={3} />
              </span>
              {t(item)}
            </li>
          ))}
        </ul>
      </div>

      {/* Schedule card: a class booked in the family's own time zone */}
      <div
        aria-hidden="true"
        className="absolute -end-8 top-16 hidden w-48 rounded-xl border bg-card/95 p-3.5 shadow-lift backdrop-blur-sm sm:block"
      >
        <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
          <CalendarClock className="size-4 text-accent-ink" />
          {t("Next class")}
        </p>
        <p className="mt-1.5 text-sm font-semibold text-foreground">{t("Quran Recitation")}</p>
        <p className="text-xs text-muted-foreground">{t("16:00 in your time zone")}</p>
      </div>
    </div>
  );
}

export { HeroIllustration };
