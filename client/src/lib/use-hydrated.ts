// False while React adopts a prerendered page's markup (and in the prerender itself), true once the page's code runs:
// a prerendered form stays disabled until then, so nothing typed or sent before hydration is lost.
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
