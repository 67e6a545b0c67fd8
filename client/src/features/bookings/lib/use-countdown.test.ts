import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countdownMinutes, formatCountdown, useCountdown, useRenderAfter } from "./use-countdown";

afterEach(() => {
  vi.useRealTimers();
});

describe("formatCountdown", () => {
  it("reads mm:ss, rounding up so that only the end reads 00:00", () => {
    expect(formatCountdown(30 * 60_000)).toBe("30:00");
    expect(formatCountdown(65_000)).toBe("01:05");
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(1)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5)).toBe("00:00");
    expect(countdownMinutes(65_000)).toBe(1);
    expect(countdownMinutes(59_000)).toBe(0);
  });
});

describe("useCountdown", () => {
  it("ticks each second and stops its interval at zero", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2030-01-01T10:00:00.000Z"));
    const { result } = renderHook(() => useCountdown("2030-01-01T10:00:03.000Z"));
    expect(result.current).toBe(3000);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(2000);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("is null without a deadline, and zero for one already past", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2030-01-01T10:00:00.000Z"));
    expect(renderHook(() => useCountdown(null)).result.current).toBeNull();
    expect(renderHook(() => useCountdown("2030-01-01T09:00:00.000Z")).result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("useRenderAfter", () => {
  it("draws the component again in the first millisecond after the instant, and not before", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2030-01-01T10:00:00.000Z"));
    const instant = Date.parse("2030-01-01T10:00:05.000Z");
    const { result } = renderHook(() => {
      useRenderAfter(instant);
      return Date.now() > instant;
    });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
