import { useTranslation } from "react-i18next";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { useAuth } from "@/features/auth/api/get-user";
import { LanguageCard } from "@/features/language";
import { browserTimeZone, timeZoneGroups } from "@/features/onboarding/lib/profile-form";
import { CalendarFeedCard } from "@/features/preferences/components/calendar-feed-card";
import { CurrencyCard } from "@/features/preferences/components/currency-card";
import { EmailCard } from "@/features/preferences/components/email-card";
import { PasswordCard } from "@/features/preferences/components/password-card";
import { PrayerTimesCard } from "@/features/preferences/components/prayer-times-card";
import { TimeZoneCard } from "@/features/preferences/components/time-zone-card";

export default function PreferencesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return <LoadingScreen />;
  return (
    <div className="container max-w-3xl space-y-6 py-8 md:py-12">
      <header>
        <h1 className="font-display text-3xl font-semibold text-foreground">{t("User Preferences")}</h1>
        <p className="mt-2 text-muted-foreground">
          {t("Manage how prices and times are shown, which emails you receive, your calendar feed and your password.")}
        </p>
      </header>
      <LanguageCard user={user} />
      <CurrencyCard user={user} />
      {/* The zone list is onboarding's, the same picker teachers use for their profile. */}
      <TimeZoneCard user={user} suggestedZone={browserTimeZone()} zoneGroups={timeZoneGroups} />
      <EmailCard user={user} />
      <CalendarFeedCard user={user} />
      <PrayerTimesCard user={user} />
      <PasswordCard user={user} />
    </div>
  );
}
