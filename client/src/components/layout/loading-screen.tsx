import { useTranslation } from "react-i18next";

/** The plain screen shown while the session loads (spec §2). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <p className="text-base text-muted-foreground">{t("Loading...")}</p>
    </div>
  );
}
