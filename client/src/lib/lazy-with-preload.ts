import { createElement, lazy, useState, type ComponentType } from "react";

/** A lazily loaded component whose code can also be asked for early (the download is shared). */
export type LazyWithPreload<M, P extends object> = ComponentType<P> & {
  /** Starts the download (once); a failed one is started again on the next call. */
  preload: () => Promise<M>;
  /** The component once its code is here, else undefined. */
  loaded: () => ComponentType<P> | undefined;
  /** Calls `listener` once the code has arrived, whoever asked for it; returns the unsubscribe. */
  onLoad: (listener: () => void) => () => void;
};

type DefaultExport<P extends object> = { default: ComponentType<P> };

/**
 * Like React.lazy, plus `preload()`. Once its code is here it renders the component directly: React.lazy would
 * suspend once more and React then holds the reveal back for its Suspense throttle (about 300 ms) behind the
 * fallback. `pick` chooses a named export (default: the module's default export).
 */
export function lazyWithPreload<P extends object = Record<string, never>>(
  load: () => Promise<DefaultExport<P>>,
): LazyWithPreload<DefaultExport<P>, P>;
export function lazyWithPreload<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyWithPreload<M, P>;
export function lazyWithPreload<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P> = (m) => (m as DefaultExport<P>).default,
): LazyWithPreload<M, P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        component = pick(m);
        listeners.forEach((notify) => notify());
        return m;
      },
      (err: unknown) => {
        loading = undefined; // a failed download is tried again on the next call
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then((m) => ({ default: pick(m) })));
  function WithPreload(props: P) {
    // The type a copy first rendered stays its type. A copy whose code arrived while a deferred render waited on it
    // was replayed as React.lazy's element; switching to the component at its parent's next render remounted it, and
    // the booking wizard lost its step (CI, cold cache).
    const [type] = useState<ComponentType<P>>(() => component ?? Lazy);
    return createElement(type, props);
  }
  return Object.assign(WithPreload, {
    preload,
    loaded: () => component,
    onLoad: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  });
}
