import { Languages } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_INFO, LANGUAGES, type Language } from "@shared/i18n";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { i18n } from "@/lib/i18n";
import { useSwitchLanguage } from "../api/switch-language";

/** Preferences' language choice: each language in its own name, saved to the account and shown at once. */
export function LanguageCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(user.language);
  const switchLanguage = useSwitchLanguage();
  useEffect(() => setLanguage(user.language), [user.language]);
  const unchanged = language === user.language;
  const save = () =>
    switchLanguage.mutate(language, {
      // Said after the switch, in the language just chosen: i18n's own t (the hook's is bound to this render's).
      onSuccess: () =>
        toast({ title: i18n.t("Preferences updated"), description: i18n.t("Your language has been saved.") }),
    });
  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Languages className="size-5 text-primary" aria-hidden="true" />
          {t("Language")}
        </CardTitle>
        <CardDescription>{t("The language of every page and of dates and numbers.")}</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup value={language} onValueChange={(v) => setLanguage(v as Language)} aria-label={t("Language")}>
          {LANGUAGES.map((code) => (
            <div key={code} className="flex items-center gap-3">
              <RadioGroupItem id={`language-${code}`} value={code} />
              <Label htmlFor={`language-${code}`} lang={code} dir={LANGUAGE_INFO[code].dir} className="text-base">
                {LANGUAGE_INFO[code].name}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={save} disabled={unchanged || switchLanguage.isPending}>
          {switchLanguage.isPending ? <Spinner /> : null}
          {switchLanguage.isPending ? t("Saving...") : t("Save Language")}
        </Button>
      </CardFooter>
    </Card>
  );
}
