// An ijazah as its teacher stated it (issue 36): on the own profile and in the admin's review beside its scan.
import { useTranslation } from "react-i18next";
import { RIWAYAH_LABELS, type Ijazah } from "@shared/matching";
import { formatDate } from "@/lib/format";

/** `issuedOn` is a calendar date: read at noon UTC so no time zone moves it to the day before. */
const issuedDate = (issuedOn: string) => formatDate(`${issuedOn}T12:00:00Z`);

export function IjazahDetails({ ijazah }: { ijazah: Ijazah }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <div className="min-w-0">
        <dt className="font-medium text-foreground">{t("Riwayah")}</dt>
        <dd className="text-muted-foreground">{t(RIWAYAH_LABELS[ijazah.riwayah])}</dd>
      </div>
      <div className="min-w-0">
        <dt className="font-medium text-foreground">{t("Scope")}</dt>
        <dd className="text-muted-foreground">
          {ijazah.coversTeaching ? t("To teach and recite") : t("To recite only")}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="font-medium text-foreground">{t("Issued by")}</dt>
        <dd dir="auto" className="break-words text-muted-foreground">
          {ijazah.issuer}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="font-medium text-foreground">{t("Date issued")}</dt>
        <dd className="text-muted-foreground">
          <time dateTime={ijazah.issuedOn}>{issuedDate(ijazah.issuedOn)}</time>
        </dd>
      </div>
      <div className="min-w-0 sm:col-span-2">
        <dt className="font-medium text-foreground">{t("Chain (sanad)")}</dt>
        <dd className="mt-1">
          {ijazah.chain ? (
            <div
              dir="auto"
              // Focusable, so a keyboard can scroll a long chain.
              tabIndex={0}
              className="max-h-48 overflow-y-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 text-foreground"
            >
              {ijazah.chain}
            </div>
          ) : (
            <span className="text-muted-foreground">{t("Not given")}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
