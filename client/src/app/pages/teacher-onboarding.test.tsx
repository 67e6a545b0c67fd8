import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "@shared/users";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import TeacherOnboardingPage from "./teacher-onboarding";

function renderPage(user: Partial<PublicUser>, path = "/teacher/onboarding") {
  mockApi(
    http.get("/api/user", () => HttpResponse.json({ id: 1, firstName: "Maryam", ...user })),
    http.get("/api/teacher/profile", () =>
      HttpResponse.json({ message: "Teacher profile not found" }, { status: 404 }),
    ),
    http.get("/api/documents", () => HttpResponse.json([])),
  );
  const location = memoryLocation({ path });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <TeacherOnboardingPage />
      </Router>
    </QueryClientProvider>,
  );
}

describe("TeacherOnboardingPage", () => {
  it("tells a user without the teacher role where to go, without asking for a profile", async () => {
    renderPage({ userType: "parent", roles: ["parent"], currentRole: "parent" });
    expect(await screen.findByRole("heading", { name: "This page is for teachers" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(requests("GET", "/api/teacher/profile")).toEqual([]);
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
