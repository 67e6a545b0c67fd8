import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "@shared/users";
import { createQueryClient } from "@/lib/query-client";
import TeacherOnboardingPage from "./teacher-onboarding";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderPage(user: Partial<PublicUser>, path = "/teacher/onboarding") {
  const fetch = vi.fn(async (url: string) => {
    if (url === "/api/user") return json(200, { id: 1, firstName: "Maryam", ...user });
    if (url === "/api/teacher/profile") return json(404, { message: "Teacher profile not found" });
    return json(200, {});
  });
  vi.stubGlobal("fetch", fetch);
  const location = memoryLocation({ path });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <TeacherOnboardingPage />
      </Router>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("TeacherOnboardingPage", () => {
  it("tells a user without the teacher role where to go, without asking for a profile", async () => {
    const fetch = renderPage({ userType: "parent", roles: ["parent"], currentRole: "parent" });
    expect(await screen.findByRole("heading", { name: "This page is for teachers" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(fetch).not.toHaveBeenCalledWith("/api/teacher/profile", expect.anything());
  });

  it("opens the wizard for a user holding the teacher role, whatever role they act in", async () => {
    renderPage({ userType: "parent", roles: ["parent", "teacher"], currentRole: "parent" });
    expect(await screen.findByRole("heading", { name: "Personal Information" })).toBeInTheDocument();
  });

  it("reads ?edit from the address", async () => {
    renderPage({ userType: "teacher", roles: ["teacher"], currentRole: "teacher" }, "/teacher/onboarding?edit=5");
    expect(await screen.findByRole("heading", { name: "You have no teacher profile yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Application" })).toHaveAttribute("href", "/teacher/onboarding");
  });
});
