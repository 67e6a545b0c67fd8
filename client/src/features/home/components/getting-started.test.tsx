import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import { GettingStarted } from "./getting-started";

const parent = {
  id: 1,
  firstName: "Maryam",
  lastName: "Rahman",
  userType: "parent",
  roles: ["parent"],
  currentRole: "parent",
} as PublicUser;

function renderPanel(user: PublicUser) {
  const location = memoryLocation({ path: "/", record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <GettingStarted user={user} />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

const teacher = {
  ...parent,
  id: 2,
  firstName: "Aisha",
  userType: "teacher",
  roles: ["teacher"],
  currentRole: "teacher",
} as PublicUser;
const profileAnswer = (status: "pending" | "approved" | "rejected" | null) =>
  mockApi(
    http.get("/api/teacher/profile", () =>
      status === null
        ? HttpResponse.json({ message: "Teacher profile not found" }, { status: 404 })
        : HttpResponse.json({ id: 5, userId: 2, verificationStatus: status, documents: [] }),
    ),
  );

describe("GettingStarted for a teacher", () => {
  it("asks for the profile until there is one (the spec's 'Complete Profile Setup')", async () => {
    profileAnswer(null);
    renderPanel(teacher);
    expect(await screen.findByRole("link", { name: "Complete Profile Setup" })).toHaveAttribute(
      "href",
      "/teacher/onboarding",
    );
  });

  it("never asks an approved teacher to set up their profile: it offers classes and bookings", async () => {
    profileAnswer("approved");
    renderPanel(teacher);
    expect(await screen.findByRole("link", { name: "Create a Class" })).toHaveAttribute(
      "href",
      "/teacher/dashboard?tab=classes",
    );
    expect(screen.getByRole("link", { name: "See Your Bookings" })).toHaveAttribute(
      "href",
      "/teacher/dashboard?tab=bookings",
    );
    expect(screen.queryByText("Complete Profile Setup")).toBeNull();
    expect(screen.getByText(/You are approved/)).toBeInTheDocument();
  });

  it("points an applicant under review to their application", async () => {
    profileAnswer("pending");
    renderPanel(teacher);
    expect(await screen.findByRole("link", { name: "Check Your Application" })).toHaveAttribute(
      "href",
      "/teacher/dashboard?tab=profile",
    );
  });

  it("points a rejected applicant to improving the profile", async () => {
    profileAnswer("rejected");
    renderPanel(teacher);
    expect(await screen.findByRole("link", { name: "Improve Your Profile" })).toHaveAttribute(
      "href",
      "/teacher/onboarding",
    );
  });
});

describe("GettingStarted for an admin", () => {
  it("offers the vetting, not 'I'm a Teacher' (an admin cannot apply)", () => {
    renderPanel({ ...parent, id: 3, userType: "admin", roles: ["admin"], currentRole: "admin" } as PublicUser);
    expect(screen.getByRole("link", { name: "Review Applications" })).toHaveAttribute(
      "href",
      "/admin/dashboard?tab=pending",
    );
    expect(screen.getByRole("link", { name: "Interviews" })).toHaveAttribute("href", "/admin/dashboard?tab=interviews");
    expect(screen.queryByRole("link", { name: "I'm a Teacher" })).toBeNull();
  });
});

describe("GettingStarted", () => {
  it("offers a parent the spec's links and 'Become a Teacher'", () => {
    renderPanel(parent);
    expect(screen.getByRole("link", { name: "Add Child Profile" })).toHaveAttribute("href", "/parent/dashboard");
    expect(screen.getByRole("link", { name: "Browse Teachers" })).toHaveAttribute("href", "/browse-teachers");
    expect(screen.getByRole("button", { name: "Become a Teacher" })).toBeEnabled();
  });

  it("hides 'Become a Teacher' once the teacher role is held", () => {
    renderPanel({ ...parent, roles: ["parent", "teacher"] });
    expect(screen.queryByRole("button", { name: "Become a Teacher" })).toBeNull();
  });

  it("shows the pending text, then toasts and goes to onboarding", async () => {
    const answer = deferred();
    mockApi(http.patch("/api/user/role", () => answer.promise));
    const location = renderPanel(parent);
    await userEvent.click(screen.getByRole("button", { name: "Become a Teacher" }));
    const pending = await screen.findByRole("button", { name: /Adding Teacher Role\.\.\./ });
    expect(pending).toBeDisabled();
    const [patch] = requests("PATCH", "/api/user/role");
    expect(await patch.text()).toBe('{"role":"teacher"}');
    answer.resolve(HttpResponse.json({ user: { ...parent, roles: ["parent", "teacher"], currentRole: "teacher" } }));
    expect(await screen.findByText("Teacher role added")).toBeInTheDocument();
    expect(
      screen.getByText("You can now access teacher features. Complete your teacher profile to get started."),
    ).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/teacher/onboarding"));
  });

  it("toasts 'Failed to add teacher role' with the server's message", async () => {
    mockApi(http.patch("/api/user/role", () => new HttpResponse('{"message":"Forbidden"}', { status: 403 })));
    renderPanel(parent);
    await userEvent.click(screen.getByRole("button", { name: "Become a Teacher" }));
    expect(await screen.findByText("Failed to add teacher role")).toBeInTheDocument();
    expect(screen.getByText("Forbidden")).toBeInTheDocument();
  });
});
