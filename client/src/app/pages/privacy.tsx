import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InfoHeader, LegalBody } from "@/features/info/components/info-page";
import { privacyData } from "@/features/info/content/privacy-data";
import { privacyUse } from "@/features/info/content/privacy-use";
import { LEGAL_UPDATED } from "@/features/info/content/updated";
import { LandingFooter } from "@/features/landing/components/landing-footer";
import { formatDate } from "@/lib/format";

/** /privacy (issue 32): what Halaqa keeps about families, children and teachers, who sees it and for how long. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <>
      <InfoHeader
        icon={ShieldCheck}
        title={t("Privacy Policy")}
        intro={t(
          "What Halaqa keeps about you and your children, who can see it, how long it is kept, and what you can ask of us.",
        )}
      />
      <LegalBody
        sections={[...privacyData(t), ...privacyUse(t)]}
        updated={t("Last updated: {{date}}", { date: formatDate(LEGAL_UPDATED) })}
      />
      <LandingFooter />
    </>
  );
}
