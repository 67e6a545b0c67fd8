import { AlertTriangle, Home, RotateCw } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/**
 * A page's code that failed to arrive: after a new release the old chunk names are gone, or the network dropped.
 * Reloading fetches the new ones; trying again in place would fail the same way.
 */
export const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|ChunkLoadError/i.test(
    error.message,
  );

function PageCrash({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  const chunk = isChunkError(error);
  const heading = useRef<HTMLHeadingElement>(null);
  // The page the keyboard was on is gone: focus comes to what replaced it, so a screen reader reads it at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="container flex justify-center py-12 md:py-20">
      <div role="alert" className="w-full max-w-lg rounded-xl border border-destructive/30 bg-card p-6 shadow-sm">
        <span className="mb-3 flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangle className="size-5" aria-hidden="true" />
        </span>
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl font-semibold tracking-tight text-foreground focus:outline-none"
        >
          {t("This page could not be shown")}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {chunk
            ? t("Halaqa may have been updated since this tab opened. Reload the page to get the latest version.")
            : t(
                "Something went wrong while showing this page. Nothing you entered elsewhere is lost; try again, or go back to your home page.",
              )}
        </p>
        <div className="mt-5 flex flex-wrap gap-2">
          {chunk ? (
            <Button onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" />
              {t("Reload the page")}
            </Button>
          ) : (
            <Button onClick={resetErrorBoundary}>
              <RotateCw aria-hidden="true" />
              {t("Try again")}
            </Button>
          )}
          <Button variant="outline" asChild>
            {/* On the home page itself the address does not change: the click clears the error all the same. */}
            <Link href="/" onClick={() => resetErrorBoundary()}>
              <Home aria-hidden="true" />
              {t("Home")}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Keeps a page that throws while rendering from blanking the whole app: the header stays, the page says what
 * happened and offers a way on. Moving to another address (`resetKey`) clears it.
 */
export function PageErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={PageCrash} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
