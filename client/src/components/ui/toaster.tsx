import { QueryClientContext } from "@tanstack/react-query";
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from "react";
import { useToast, type ToasterToast } from "@/components/ui/use-toast";

// Radix Toast is only needed once there is something to show: every page would otherwise download it with its
// first load. It is fetched ahead of need: as soon as a mutation starts (its answer usually brings a toast) and,
// by the routes, on pages that need a session (a visitor without one is told 'Unauthorized').
let loading: Promise<typeof import("./toast-list")> | undefined;
// The list itself once its code is here: rendered directly, since React.lazy would suspend once more and React
// then holds the reveal back for its Suspense throttle (about 300 ms), time enough for a dialog to open first.
let LoadedToastList: ((props: { toasts: ToasterToast[] }) => ReactNode) | undefined;
// Told when the code has arrived, whoever asked for it (a route's preload may start after the Toaster mounted).
const whenLoaded = new Set<() => void>();
export function preloadToasts() {
  return (loading ??= import("./toast-list").then(
    (m) => {
      LoadedToastList = m.default;
      whenLoaded.forEach((notify) => notify());
      return m;
    },
    (err: unknown) => {
      loading = undefined; // a failed download is tried again when a toast is shown
      throw err;
    },
  ));
}
// Should the download fail, toasts go unseen rather than the page failing.
const ToastList = lazy(
  (): Promise<{ default: (props: { toasts: ToasterToast[] }) => ReactNode }> => preloadToasts().catch(() => ({ default: () => null })),
);

/** Mount once near the root of the app; `toast()` from use-toast renders here. */
function Toaster() {
  const { toasts } = useToast();
  const queryClient = useContext(QueryClientContext);
  // The toasts' live region is mounted as soon as its code is here, before any toast: a modal dialog opened
  // meanwhile hides the rest of the page from assistive technology except the live regions already present.
  const [ready, setReady] = useState(LoadedToastList !== undefined);
  useEffect(() => {
    let active = true;
    const ready = () => active && setReady(true);
    whenLoaded.add(ready);
    if (LoadedToastList) ready();
    const markReady = () => {
      void preloadToasts().then(
        () => active && setReady(true),
        () => undefined,
      );
    };
    if (loading) markReady();
    const unsubscribe = queryClient?.getMutationCache().subscribe((event) => {
      if (event.type === "added") markReady();
    });
    return () => {
      active = false;
      whenLoaded.delete(ready);
      unsubscribe?.();
    };
  }, [queryClient]);
  if (!ready && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>{LoadedToastList ? <LoadedToastList toasts={toasts} /> : <ToastList toasts={toasts} />}</Suspense>
  );
}

export { Toaster };
