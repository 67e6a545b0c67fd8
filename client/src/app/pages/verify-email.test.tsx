// The confirmation link's page and the banner that asks for it (issue 31, finding 9), against a stubbed API.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { ConfirmEmailBanner } from "../layout/confirm-email-banner";
import VerifyEmailPage from "./verify-email";

const TOKEN = "Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx";

function renderAt(path: string, node: React.ReactElement) {
  const location = memoryLocation({ path });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {node}
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
}

describe("VerifyEmailPage", () => {
  it("confirms the address once with the link's token and says so", async () => {
    mockApi(http.post("/api/email/verify", () => HttpResponse.json({ message: "Your email address is confirmed." })));
    renderAt(`/verify-email?token=${TOKEN}`, <VerifyEmailPage />);
    expect(await screen.findByText("Your email address is confirmed.")).toBeInTheDocument();
    const sent = requests("POST");
    expect(sent).toHaveLength(1);
    expect(await sent[0].json()).toEqual({ token: TOKEN });
  });

  it("says a refused or malformed link is invalid, and sends nothing for a malformed one", async () => {
    renderAt("/verify-email?token=short", <VerifyEmailPage />);
    expect(await screen.findByText("This confirmation link is invalid or has expired")).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });
});

describe("ConfirmEmailBanner", () => {
  const user = (emailVerified: boolean) =>
    ({ id: 4, username: "amina", email: "amina@example.com", emailVerified }) as PublicUser;

  it("asks an unconfirmed user to open the link, and sends it again on request", async () => {
    mockApi(
      http.get("/api/user", () => HttpResponse.json(user(false))),
      http.post("/api/email/verification", () =>
        HttpResponse.json({ message: "We sent you a new confirmation link." }, { status: 202 }),
      ),
    );
    renderAt("/", <ConfirmEmailBanner />);
    expect(await screen.findByText(/we sent a link to amina@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("We sent you a new confirmation link.")).toBeInTheDocument();
    expect(requests("POST").map((r) => r.path)).toEqual(["/api/email/verification"]);
  });

  it("shows nothing to a confirmed user", async () => {
    mockApi(http.get("/api/user", () => HttpResponse.json(user(true))));
    renderAt("/", <ConfirmEmailBanner />);
    await waitFor(() => expect(requests("GET").length).toBeGreaterThan(0));
    expect(screen.queryByRole("region", { name: "Confirm your email address" })).toBeNull();
  });
});
