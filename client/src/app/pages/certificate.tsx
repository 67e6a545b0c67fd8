import { BadgeCheck, Hourglass, ShieldAlert, ShieldQuestion, type LucideIcon } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { useParams } from "wouter";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useCertificate } from "@/features/hifz";
import { ApiError, errorText } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { i18n } from "@/lib/i18n";

/** The shape of a code: four groups of four hexadecimal digits (what a certificate prints). */
const CODE = /^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/;

/**
 * The achievement as the server names it (shared/hifz.ts badgeTitle), in the reader's language: a fixed title is its
 * own key; a juz and a first surah carry their number or name.
 */
function achievementText(title: string): string {
  const juz = /^Juz (\d+) memorised$/.exec(title);
  if (juz) return i18n.t("Juz {{juz}} memorised", { juz: juz[1] });
  const surah = /^First surah memorised: (.+)$/.exec(title);
  if (surah) return i18n.t("First surah memorised: {{surah}}", { surah: surah[1] });
  return i18n.t(title);
}

/**
 * The page's frame. `verdict` is also spoken: the one live region stays in place across every state (Shell is the
 * same element in each), so a screen reader hears "Checking…" turn into the answer.
 */
function Shell({ verdict, children }: { verdict: string; children: React.ReactNode }) {
  return (
    <div className="relative">
      <p role="status" className="sr-only">
        {verdict}
      </p>
      <div
        className="bg-star-pattern mask-fade-edges pointer-events-none absolute inset-0 opacity-70"
        aria-hidden="true"
      />
      <div className="container relative flex justify-center py-10 md:py-16">
        <Card interactive={false} className="w-full max-w-lg">
          {children}
        </Card>
      </div>
    </div>
  );
}

/** The card's heading: the verdict's icon, the page's one h1, and what it means. */
function Verdict({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon;
  tone: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <CardHeader className="items-start">
      <span className={`mb-2 flex size-11 items-center justify-center rounded-full ${tone}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h1 className="font-display text-2xl font-semibold leading-snug tracking-tight text-foreground">{title}</h1>
      <CardDescription>{children}</CardDescription>
    </CardHeader>
  );
}

/**
 * /certificates/{code}, open to anyone: whoever holds a Halaqa certificate checks that it is genuine. Only the
 * child's first name, the achievement, the teacher and the date are shown (api.md "The hifz ledger").
 */
export default function CertificatePage() {
  const { t } = useTranslation();
  const params = useParams<{ code: string }>();
  // wouter hands the segment over decoded already: decoding again would throw on a "%" typed in the address.
  const code = (params.code ?? "").trim().toUpperCase();
  const wellFormed = CODE.test(code);
  const query = useCertificate(code, wellFormed);
  const unknown = !wellFormed || (query.error instanceof ApiError && query.error.status === 404);

  if (unknown) {
    return (
      <Shell verdict={t("Certificate not found")}>
        <Verdict icon={ShieldAlert} tone="bg-destructive/10 text-destructive" title={t("Certificate not found")}>
          <Trans
            i18nKey="No Halaqa certificate has the code <code>{{code}}</code>. Check the code printed on the certificate, with its dashes."
            values={{ code: code || t("(none)") }}
            components={{ code: <span className="font-mono font-semibold text-foreground" /> }}
          />
        </Verdict>
      </Shell>
    );
  }
  if (query.isError) {
    return (
      <Shell verdict={t("The certificate could not be checked.")}>
        <CardContent className="pt-6">
          <ErrorState
            message={t("The certificate could not be checked.")}
            detail={errorText(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </CardContent>
      </Shell>
    );
  }
  const c = query.data;
  // An answer from before issue 31 carries `valid` alone.
  const status = c ? (c.status ?? (c.valid ? "valid" : "withdrawn")) : null;
  // The verdict waits for the answer: a heading that says "genuine" before the check is done would vouch for nothing.
  const verdict = !c ? (
    <Verdict icon={ShieldQuestion} tone="bg-muted text-muted-foreground" title={t("Checking the certificate")}>
      <Trans
        i18nKey="Halaqa is looking up the code <code>{{code}}</code>."
        values={{ code }}
        components={{ code: <span className="font-mono font-semibold text-foreground" /> }}
      />
    </Verdict>
  ) : status === "valid" ? (
    <Verdict icon={BadgeCheck} tone="bg-primary-soft text-primary" title={t("Genuine Halaqa certificate")}>
      {c.confirmedAt
        ? t(
            "This certificate was issued by Halaqa for an achievement recorded by the child's teacher and confirmed by a second teacher or Halaqa's team.",
          )
        : t("This certificate was issued by Halaqa for an achievement recorded by the child's teacher.")}
    </Verdict>
  ) : status === "awaiting_confirmation" ? (
    <Verdict icon={Hourglass} tone="bg-info-soft text-info" title={t("Certificate awaiting confirmation")}>
      {t(
        "Halaqa issued this certificate, but it is not valid yet: a second teacher of the child or Halaqa's team must first confirm the achievement. Check again later.",
      )}
    </Verdict>
  ) : (
    <Verdict icon={ShieldAlert} tone="bg-warning-soft text-warning" title={t("Certificate withdrawn")}>
      {c.withdrawnFor === "cause"
        ? t(
            "Halaqa withdrew this certificate after reviewing the teacher who issued it. It is no longer valid, whatever the printed copy says.",
          )
        : t(
            "Halaqa issued this certificate, but it is no longer valid: the teacher corrected the lesson's record, which no longer earns this achievement.",
          )}
    </Verdict>
  );
  const spoken = !c
    ? t("Checking the certificate...")
    : status === "valid"
      ? t("Genuine Halaqa certificate")
      : status === "awaiting_confirmation"
        ? t("Certificate awaiting confirmation")
        : t("Certificate withdrawn");
  return (
    <Shell verdict={spoken}>
      {verdict}
      <CardContent>
        {c ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-[9rem_1fr]">
            <dt className="text-muted-foreground">{t("Achievement")}</dt>
            <dd className="font-semibold text-foreground">{achievementText(c.achievement)}</dd>
            <dt className="text-muted-foreground">{t("Awarded to")}</dt>
            <dd className="font-semibold text-foreground">{c.firstName}</dd>
            <dt className="text-muted-foreground">{t("Teacher")}</dt>
            <dd className="text-foreground">{c.teacherName}</dd>
            <dt className="text-muted-foreground">{t("Earned on")}</dt>
            <dd className="text-foreground">{formatDate(c.earnedAt)}</dd>
            {c.confirmedAt && status === "valid" ? (
              <>
                <dt className="text-muted-foreground">{t("Confirmed on")}</dt>
                <dd className="text-foreground">{formatDate(c.confirmedAt)}</dd>
              </>
            ) : null}
            {status === "awaiting_confirmation" ? (
              <>
                <dt className="text-muted-foreground">{t("Status")}</dt>
                <dd className="font-semibold text-foreground">{t("Not valid until confirmed")}</dd>
              </>
            ) : null}
            {c.revokedAt ? (
              <>
                <dt className="text-muted-foreground">{t("Withdrawn on")}</dt>
                <dd className="font-semibold text-foreground">{formatDate(c.revokedAt)}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">{t("Code")}</dt>
            <dd className="font-mono text-foreground">{code}</dd>
          </dl>
        ) : (
          <div aria-busy="true" className="grid gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        )}
      </CardContent>
    </Shell>
  );
}
