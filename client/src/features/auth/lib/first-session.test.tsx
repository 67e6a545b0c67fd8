import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { useLogin } from "../api/login";
import { useRegister } from "../api/register";
import { isFirstSession, markFirstSession } from "./first-session";

const user = {
  id: 41,
  firstName: "Maryam",
  lastName: "Rahman",
  username: "maryam",
  roles: ["parent"],
  currentRole: "parent",
  userType: "parent",
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => window.localStorage.clear());

describe("the first session of a new account", () => {
  it("begins with signing up, and ends with signing in (which is coming back)", async () => {
    mockApi(
      http.post("/api/register", () => HttpResponse.json(user, { status: 201 })),
      http.post("/api/login", () => HttpResponse.json(user)),
    );
    expect(isFirstSession(41)).toBe(false);
    const register = renderHook(() => useRegister(), { wrapper });
    await act(() =>
      register.result.current.mutateAsync({
        firstName: "Maryam",
        lastName: "Rahman",
        username: "maryam",
        email: "m@example.com",
        password: "secret-12345",
        role: "parent",
      }),
    );
    expect(isFirstSession(41)).toBe(true);
    // Another account in the same tab is not the new one.
    expect(isFirstSession(42)).toBe(false);
    const login = renderHook(() => useLogin(), { wrapper });
    await act(() => login.result.current.mutateAsync({ username: "maryam", password: "secret-12345" }));
    expect(isFirstSession(41)).toBe(false);
  });

  // Issue 32: the confirmation link opened in another tab (a sessionStorage of its own) said 'Welcome back'.
  it("is known in another tab of the same browser, for the account's first day", () => {
    const signedUpAt = Date.parse("2026-12-07T10:00:00Z");
    markFirstSession(41, signedUpAt);
    // A new tab starts with an empty sessionStorage; localStorage is the browser's.
    window.sessionStorage.clear();
    expect(isFirstSession(41, signedUpAt + 60_000)).toBe(true);
    expect(isFirstSession(41, signedUpAt + 25 * 60 * 60 * 1000)).toBe(false);
  });
});
