import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import * as navigation from "@/lib/navigation";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { useSwitchRole } from "./switch-role";

function setup(response: Response) {
  mockApi(http.patch("/api/user/role", () => response));
  const location = memoryLocation({ path: "/teacher/onboarding", record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>{children}</Router>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useSwitchRole(), { wrapper });
  return { result, location };
}

afterEach(() => vi.useRealTimers());

describe("useSwitchRole", () => {
  it("goes to the new role's dashboard exactly 800 ms after the switch", async () => {
    const { result, location } = setup(
      HttpResponse.json({ user: { firstName: "A", roles: ["parent", "teacher"], currentRole: "parent" } }),
    );
    vi.useFakeTimers();
    await act(() => result.current.mutateAsync("parent"));
    await act(() => vi.advanceTimersByTime(799));
    expect(location.history.at(-1)).toBe("/teacher/onboarding");
    await act(() => vi.advanceTimersByTime(1));
    expect(location.history.at(-1)).toBe("/parent/dashboard");
  });

  it("on 401 sends the browser to the login endpoint after 1000 ms", async () => {
    const away = vi.spyOn(navigation, "navigateAway").mockImplementation(() => {});
    const { result } = setup(HttpResponse.json({ message: "Unauthorized" }, { status: 401 }));
    vi.useFakeTimers();
    await act(() => result.current.mutateAsync("parent").catch(() => undefined));
    await act(() => vi.advanceTimersByTime(999));
    expect(away).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(1));
    expect(away).toHaveBeenCalledWith("/api/login");
  });
});
