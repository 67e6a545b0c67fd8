import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import { PasswordCard } from "./password-card";

const user = {
  id: 4,
  username: "umm.yusuf",
  email: "k@example.com",
  firstName: "Khadija",
  lastName: "Ali",
} as PublicUser;
const WRONG = "Your current password is incorrect";

function setup(answer: () => Response | Promise<Response>) {
  mockApi(http.patch("/api/user/password", answer));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PasswordCard user={user} />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText("Current password"), current);
  await userEvent.type(screen.getByLabelText("New password"), next);
  await userEvent.type(screen.getByLabelText("Confirm new password"), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
}

describe("PasswordCard", () => {
  it("needs the new password twice, the same, and at least 10 characters", async () => {
    setup(() => HttpResponse.json({}));
    await fill("old-password", "123456789", "987654321");
    expect(await screen.findByText("Password must be at least 10 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it("sends current and new password only, says so in a toast and empties the form", async () => {
    setup(() =>
      HttpResponse.json({ message: "Your password has been changed. Your other sessions have been signed out." }),
    );
    await fill("old-password", "brand-new-pass");
    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    expect(screen.getByText("Your other sessions have been signed out.")).toBeInTheDocument();
    const [patch] = requests();
    expect(`${patch.method} ${patch.path}`).toBe("PATCH /api/user/password");
    expect(await patch.json()).toEqual({ currentPassword: "old-password", newPassword: "brand-new-pass" });
    await waitFor(() => expect(screen.getByLabelText("Current password")).toHaveValue(""));
    expect(screen.getByLabelText("New password")).toHaveValue("");
  });

  // Issue 31, finding 11: the feed's secret outlives the sessions a password change ends.
  it("then offers to reset the calendar link, and resets it when asked", async () => {
    mockApi(
      http.post("/api/calendar/feed-url/reset", () => HttpResponse.json({ url: "https://x.test/calendar/N.ics" })),
    );
    setup(() => HttpResponse.json({ message: "Your password has been changed." }));
    expect(screen.queryByRole("button", { name: "Reset calendar link" })).toBeNull();
    await fill("old-password", "brand-new-pass");
    await userEvent.click(await screen.findByRole("button", { name: "Reset calendar link" }));
    expect(await screen.findByText("Calendar link reset")).toBeInTheDocument();
    expect(requests().map((r) => `${r.method} ${r.path}`)).toEqual([
      "PATCH /api/user/password",
      "POST /api/calendar/feed-url/reset",
    ]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Reset calendar link" })).toBeNull());
  });

  it("lets the user keep the calendar link", async () => {
    setup(() => HttpResponse.json({ message: "Your password has been changed." }));
    await fill("old-password", "brand-new-pass");
    await userEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("button", { name: "Reset calendar link" })).toBeNull();
    expect(requests().map((r) => `${r.method} ${r.path}`)).toEqual(["PATCH /api/user/password"]);
  });

  it("shows a wrong current password under its field and in a toast", async () => {
    setup(() =>
      HttpResponse.json({ message: WRONG, errors: [{ path: "currentPassword", message: WRONG }] }, { status: 400 }),
    );
    await fill("not-my-password", "brand-new-pass");
    expect(await screen.findByText("Failed to change password")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByText(WRONG).length).toBeGreaterThanOrEqual(2);
    // What was typed stays, to be corrected.
    expect(screen.getByLabelText("New password")).toHaveValue("brand-new-pass");
  });

  it("disables the button with the pending text while saving", async () => {
    const answer = deferred();
    setup(() => answer.promise);
    await fill("old-password", "brand-new-pass");
    expect(await screen.findByRole("button", { name: /Saving/ })).toBeDisabled();
    answer.resolve(HttpResponse.json({ message: "ok" }));
    expect(await screen.findByRole("button", { name: "Change Password" })).toBeEnabled();
  });
});
