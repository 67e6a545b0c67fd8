// Local drafts of long forms (spec §4 "Drafts"), kept in localStorage after a debounce. Storage may be missing, full
// or hold anything: a draft that cannot be read is dropped, one that cannot be written is skipped.
import { useCallback, useEffect, useRef, useState } from "react";
import { DELAYS } from "@shared/constants";

/** Bumped when the stored shape changes, so an old draft is dropped rather than misread. */
const DRAFT_VERSION = 1;

export interface Draft<T> {
  values: T;
  step: number;
  /** Epoch milliseconds of the save. */
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // e.g. a SecurityError when site data is blocked
    return null;
  }
}

/** The stored draft under `key`, or null when there is none or it cannot be read (a broken one is removed). */
export function loadDraft(key: string): Draft<unknown> | null {
  const store = storage();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    if (
      parsed &&
      typeof parsed === "object" &&
      parsed.v === DRAFT_VERSION &&
      typeof parsed.values === "object" &&
      parsed.values !== null &&
      Number.isInteger(parsed.step) &&
      (parsed.step as number) >= 0
    ) {
      return {
        values: parsed.values,
        step: parsed.step as number,
        savedAt: typeof parsed.savedAt === "number" ? parsed.savedAt : 0,
      };
    }
  } catch {
    /* not JSON: dropped below */
  }
  clearDraft(key);
  return null;
}

/** Writes a draft; returns false when storage is unavailable or full. */
export function saveDraft<T>(key: string, draft: Omit<Draft<T>, "savedAt"> & { savedAt?: number }): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify({ v: DRAFT_VERSION, ...draft, savedAt: draft.savedAt ?? Date.now() }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}

/**
 * Takes from a stored draft only the keys of `defaults` whose values still have a usable type, so a draft
 * written by an older version of a form (or edited by hand) can never put a wrong type into it.
 * Strings and numbers stand in for each other (inputs hand over strings); arrays keep their string items.
 */
export function mergeDraftValues<T extends Record<string, unknown>>(defaults: T, raw: unknown): T {
  const merged: Record<string, unknown> = { ...defaults };
  if (!raw || typeof raw !== "object") return merged as T;
  const source = raw as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(defaults)) {
    if (!Object.hasOwn(source, key)) continue;
    const value = source[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value)) merged[key] = value.filter((item): item is string => typeof item === "string");
    } else if (typeof fallback === "string" || typeof fallback === "number") {
      if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) merged[key] = value;
    } else if (typeof fallback === "boolean") {
      if (typeof value === "boolean") merged[key] = value;
    }
  }
  return merged as T;
}

export interface UseDraftOptions<T> {
  /** Delay after the last change before writing (default: spec §9's 1000 ms). */
  debounceMs?: number;
  /** Turns a stored draft's raw values into the form's values; return null to ignore the draft. */
  parse?: (values: unknown) => T | null;
}

export interface DraftHandle<T> {
  /** The draft found when the hook mounted (or its key changed), to offer for restore; null after clear(). */
  saved: Draft<T> | null;
  /** Schedules a write of these values and step after the debounce; later calls replace earlier ones. */
  save: (values: T, step: number) => void;
  /** Writes a scheduled save now. */
  flush: () => void;
  /** Cancels any scheduled save and removes the stored draft. */
  clear: () => void;
  /** Forgets the offer without touching storage (the user chose neither restore nor clear). */
  dismiss: () => void;
}

/**
 * A debounced local draft under `key` (null turns drafts off, e.g. when editing a saved record).
 * A scheduled write is flushed when the page is hidden or the component unmounts, so the last keystrokes
 * before leaving are kept.
 */
export function useDraft<T>(key: string | null, options: UseDraftOptions<T> = {}): DraftHandle<T> {
  const { debounceMs = DELAYS.draftDefault } = options;
  const parseRef = useRef(options.parse);
  parseRef.current = options.parse;

  const read = useCallback((k: string | null): Draft<T> | null => {
    if (!k) return null;
    const found = loadDraft(k);
    if (!found) return null;
    const values = parseRef.current ? parseRef.current(found.values) : (found.values as T);
    return values === null ? null : { ...found, values };
  }, []);

  const [offer, setOffer] = useState<{ key: string | null; draft: Draft<T> | null }>(() => ({ key, draft: read(key) }));
  // A new key (e.g. another user) looks for that key's draft; set during render, as React recommends.
  if (offer.key !== key) setOffer({ key, draft: read(key) });

  // The key travels with the pending write: a write scheduled under one key never lands under the next.
  const pending = useRef<{ key: string; values: T; step: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keyRef = useRef(key);
  keyRef.current = key;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) saveDraft(next.key, { values: next.values, step: next.step });
  }, []);

  const save = useCallback(
    (values: T, step: number) => {
      if (!keyRef.current) return;
      pending.current = { key: keyRef.current, values, step };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, debounceMs);
    },
    [debounceMs, flush],
  );

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    if (keyRef.current) clearDraft(keyRef.current);
    setOffer((o) => ({ ...o, draft: null }));
  }, []);

  const dismiss = useCallback(() => setOffer((o) => ({ ...o, draft: null })), []);

  // Leaving the page or the form keeps what was typed in the last debounce window.
  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [key, flush]);

  return { saved: offer.draft, save, flush, clear, dismiss };
}
