// The booking wizard's placeholder while `?booking=` is looked up (moved out of booking-wizard.tsx for its length).
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** `?booking=` is being looked up: the wizard's card waits in place. */
export function LinkedBookingSkeleton() {
  const { t } = useTranslation();
  return (
    <Card interactive={false} aria-busy="true" className="gap-4 p-6">
      <p role="status" className="sr-only">
        {t("Loading your booking...")}
      </p>
      <Skeleton className="h-7 w-56" />
      <Skeleton className="h-4 w-72 max-w-full" />
      <Skeleton className="h-48 rounded-xl" />
    </Card>
  );
}
