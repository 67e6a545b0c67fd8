import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearDraft, loadDraft, mergeDraftValues, saveDraft, useDraft } from "./drafts";

const KEY = "draft:test:1";
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? "null") as { values: unknown; step: number } | null;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useDraft", () => {
  it("saves the values and step only after the debounce, keeping the last call", () => {
    const { result } = renderHook(() => useDraft<{ name: string }>(KEY, { debounceMs: 500 }));
    expect(result.current.saved).toBeNull();

    act(() => result.current.save({ name: "A" }, 0));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.save({ name: "Am" }, 1));
    act(() => vi.advanceTimersByTime(499));
    expect(stored()).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(stored()).toMatchObject({ values: { name: "Am" }, step: 1 });
  });

  it("offers a stored draft on mount, parsed, for restore", () => {
    saveDraft(KEY, { values: { name: "Amina", extra: 1 }, step: 2, savedAt: 1234 });
    const { result } = renderHook(() =>
      useDraft<{ name: string }>(KEY, { parse: (raw) => mergeDraftValues({ name: "" }, raw) }),
    );
    expect(result.current.saved).toEqual({ values: { name: "Amina" }, step: 2, savedAt: 1234 });

    // Restoring is the caller's business; afterwards the offer is dismissed and the draft stays stored.
    act(() => result.current.dismiss());
    expect(result.current.saved).toBeNull();
    expect(stored()).not.toBeNull();
  });

  it("starts fresh: clear() removes the draft and cancels a scheduled save", () => {
    saveDraft(KEY, { values: { name: "Amina" }, step: 1 });
    const { result } = renderHook(() => useDraft<{ name: string }>(KEY, { debounceMs: 500 }));
    expect(result.current.saved?.step).toBe(1);

    act(() => result.current.save({ name: "Typed" }, 0));
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.saved).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("writes a scheduled save when the form unmounts", () => {
    const { result, unmount } = renderHook(() => useDraft<{ name: string }>(KEY, { debounceMs: 500 }));
    act(() => result.current.save({ name: "Last words" }, 0));
    unmount();
    expect(stored()).toMatchObject({ values: { name: "Last words" } });
  });

  it("does nothing with a null key", () => {
    const { result } = renderHook(() => useDraft<{ name: string }>(null, { debounceMs: 500 }));
    act(() => result.current.save({ name: "x" }, 0));
    act(() => vi.advanceTimersByTime(1000));
    expect(localStorage.length).toBe(0);
  });

  it("ignores a draft the parser rejects", () => {
    saveDraft(KEY, { values: { name: "x" }, step: 0 });
    const { result } = renderHook(() => useDraft(KEY, { parse: () => null }));
    expect(result.current.saved).toBeNull();
  });
});

describe("draft storage", () => {
  it("drops bad JSON, wrong shapes and old versions", () => {
    for (const bad of [
      "{not json",
      "null",
      "[]",
      '{"v":1,"values":{},"step":-1}',
      '{"v":0,"values":{},"step":0}',
      '{"v":1,"step":0}',
    ]) {
      localStorage.setItem(KEY, bad);
      expect(loadDraft(KEY)).toBeNull();
      expect(localStorage.getItem(KEY)).toBeNull();
    }
  });

  it("survives a missing or failing localStorage", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    vi.stubGlobal("localStorage", throwing);
    expect(loadDraft(KEY)).toBeNull();
    expect(saveDraft(KEY, { values: {}, step: 0 })).toBe(false);
    expect(() => clearDraft(KEY)).not.toThrow();

    const { result } = renderHook(() => useDraft(KEY, { debounceMs: 10 }));
    act(() => result.current.save({}, 0));
    expect(() => act(() => vi.advanceTimersByTime(20))).not.toThrow();
  });

  it("merges only known keys with usable types", () => {
    const defaults = { bio: "", experience: 0, languages: [] as string[], agreed: false };
    expect(
      mergeDraftValues(defaults, {
        bio: 42,
        experience: "3",
        languages: ["Arabic", 7, null],
        agreed: "yes",
        evil: "x",
      }),
    ).toEqual({ bio: 42, experience: "3", languages: ["Arabic"], agreed: false });
    expect(mergeDraftValues(defaults, { experience: Number.NaN, bio: { a: 1 } })).toEqual(defaults);
    expect(mergeDraftValues(defaults, "nonsense")).toEqual(defaults);
  });
});
