import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_INFO, LANGUAGES, type Language } from "@shared/i18n";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useSwitchLanguage } from "../api/switch-language";

/**
 * The header's language choice: a button for each other language, named in that language ("العربية" on an English
 * page, "English" on an Arabic one) so a reader finds their own. Each carries `data-language`, which the static
 * landing page's script (client/src/landing-menu.ts) handles without React.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const others = LANGUAGES.filter((language) => language !== i18n.language);
  return (
    <>
      {others.map((language: Language) => (
        <Button
          key={language}
          type="button"
          variant="ghost"
          size="sm"
          lang={language}
          dir={LANGUAGE_INFO[language].dir}
          data-language={language}
          className={cn("gap-1.5", className)}
          disabled={switchLanguage.isPending}
          onClick={() => switchLanguage.mutate(language)}
        >
          <Languages aria-hidden="true" />
          {LANGUAGE_INFO[language].name}
        </Button>
      ))}
    </>
  );
}
