import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
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

afterEach(() => vi.unstubAllGlobals());

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
    let answer!: (r: Response) => void;
    const fetch = vi.fn((url: string) =>
      url === "/api/user/role"
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response(JSON.stringify(null), { status: 200, headers: { "content-type": "application/json" } })),
    );
    vi.stubGlobal("fetch", fetch);
    const location = renderPanel(parent);
    await userEvent.click(screen.getByRole("button", { name: "Become a Teacher" }));
    const pending = await screen.findByRole("button", { name: /Adding Teacher Role\.\.\./ });
    expect(pending).toBeDisabled();
    expect(fetch).toHaveBeenCalledWith("/api/user/role", expect.objectContaining({ method: "PATCH", body: '{"role":"teacher"}' }));
    answer(new Response(JSON.stringify({ user: { ...parent, roles: ["parent", "teacher"], currentRole: "teacher" } }), { status: 200, headers: { "content-type": "application/json" } }));
    expect(await screen.findByText("Teacher role added")).toBeInTheDocument();
    expect(screen.getByText("You can now access teacher features. Complete your teacher profile to get started.")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/teacher/onboarding"));
  });

  it("toasts 'Failed to add teacher role' with the server's message", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response('{"message":"Forbidden"}', { status: 403 })));
    renderPanel(parent);
    await userEvent.click(screen.getByRole("button", { name: "Become a Teacher" }));
    expect(await screen.findByText("Failed to add teacher role")).toBeInTheDocument();
    expect(screen.getByText("Forbidden")).toBeInTheDocument();
  });
});
