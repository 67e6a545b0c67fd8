import { AlertCircle, RotateCw } from "lucide-react";
import type * as React from "react";
import { useTranslation } from "react-i18next";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

type ErrorStateProps = React.ComponentProps<"div"> & {
  /** What could not be loaded, as a sentence: "Your classes could not be loaded." */
  message: React.ReactNode;
  /** The server's reason, when there is one worth showing. */
  detail?: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** A read that failed: says what is missing and offers 'Try again'. */
function ErrorState({ message, detail, onRetry, retrying = false, className, ...props }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn(
        "flex flex-col items-start gap-3 rounded-xl border border-destructive/30 bg-destructive-soft/50 p-5 sm:flex-row sm:items-center",
        className,
      )}
      {...props}
    >
      <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-foreground">{message}</p>
        {detail ? <p className="mt-0.5 break-words text-muted-foreground">{detail}</p> : null}
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RotateCw aria-hidden="true" />}
        {t("Try again")}
      </Button>
    </div>
  );
}

export { ErrorState, type ErrorStateProps };
