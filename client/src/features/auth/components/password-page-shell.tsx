import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** The forgot and reset password pages: one card on the sign-in page's star pattern, centred. */
export function PasswordPageShell({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <div
        className="bg-star-pattern mask-fade-edges pointer-events-none absolute inset-0 opacity-70"
        aria-hidden="true"
      />
      <div className="container relative flex justify-center py-10 md:py-16">
        <Card interactive={false} className="w-full max-w-md">
          <CardHeader className="items-start">
            <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {/* The page's own heading: the card is the whole page. */}
            <h1 className="font-display text-2xl font-semibold leading-snug tracking-tight text-foreground">
              {t(title)}
            </h1>
            <CardDescription>{t(description)}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}
