import { ScrollText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InfoHeader, LegalBody } from "@/features/info/components/info-page";
import { terms } from "@/features/info/content/terms";
import { LEGAL_UPDATED } from "@/features/info/content/updated";
import { LandingFooter } from "@/features/landing/components/landing-footer";
import { formatDate } from "@/lib/format";

/** /terms (issue 32): the service, the vetting, bookings, payment and the refund policy, conduct. */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <>
      <InfoHeader
        icon={ScrollText}
        title={t("Terms of Service")}
        intro={t("The rules that families, teachers and Halaqa keep to, in plain words.")}
      />
      <LegalBody sections={terms(t)} updated={t("Last updated: {{date}}", { date: formatDate(LEGAL_UPDATED) })} />
      <LandingFooter />
    </>
  );
}
