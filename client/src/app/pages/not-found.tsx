import { Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold text-foreground">{t("404 Page Not Found")}</h1>
      <p className="mt-2 max-w-md text-muted-foreground">
        {t("The page you are looking for does not exist or has moved.")}
      </p>
      <Button asChild className="mt-6">
        <Link href="/">{t("Go to Home")}</Link>
      </Button>
    </div>
  );
}
