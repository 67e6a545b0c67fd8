import { Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EMAIL_PREFERENCE_KEYS, type EmailPreferenceKey, type EmailPreferences } from "@shared/constants";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Sentence } from "@/lib/bdi";
import { useUpdateEmailPreferences } from "../api/update-preferences";

const LABELS: Record<EmailPreferenceKey, { label: string; hint: string }> = {
  welcomeEmails: { label: "Welcome emails", hint: "Getting started tips when you join" },
  bookingConfirmations: { label: "Booking confirmations", hint: "When a class is booked, rescheduled or cancelled" },
  paymentReceipts: { label: "Payment receipts", hint: "A receipt for every payment" },
  teacherUpdates: {
    label: "Teacher updates",
    hint: "For teachers: your application, interviews, reviews and report reminders",
  },
  progressReports: { label: "Progress reports", hint: "Your child's progress after lessons" },
  lessonReminders: { label: "Lesson reminders", hint: "A reminder 24 hours and 1 hour before each paid lesson" },
  paymentReminders: { label: "Payment reminders", hint: "A weekly plan's renewal, 7 days before it is charged" },
  messages: {
    label: "Messages",
    hint: "When a family or a teacher writes to you (at most one email per conversation every 15 minutes)",
  },
  marketingEmails: { label: "News and offers", hint: "Occasional news about Halaqa" },
};

export function EmailCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState<EmailPreferences>(user.emailPreferences);
  const update = useUpdateEmailPreferences();
  useEffect(() => setPrefs(user.emailPreferences), [user.emailPreferences]);
  const changed = EMAIL_PREFERENCE_KEYS.filter((k) => prefs[k] !== user.emailPreferences[k]);
  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          {t("Email notifications")}
        </CardTitle>
        <CardDescription>
          <Sentence i18nKey="Choose which emails we send to {{email}}." values={{ email: user.email }} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {EMAIL_PREFERENCE_KEYS.map((key) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3">
              <div>
                <Label htmlFor={`email-${key}`} className="text-sm font-medium">
                  {t(LABELS[key].label)}
                </Label>
                <p id={`email-${key}-hint`} className="text-xs text-muted-foreground">
                  {t(LABELS[key].hint)}
                </p>
              </div>
              <Switch
                id={`email-${key}`}
                aria-describedby={`email-${key}-hint`}
                checked={prefs[key]}
                onCheckedChange={(checked) => setPrefs((p) => ({ ...p, [key]: checked }))}
              />
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="justify-end">
        <Button
          onClick={() => update.mutate(Object.fromEntries(changed.map((k) => [k, prefs[k]])))}
          disabled={changed.length === 0 || update.isPending}
        >
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? t("Saving...") : t("Save Email Preferences")}
        </Button>
      </CardFooter>
    </Card>
  );
}
