import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { PasswordCard } from "./password-card";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const user = { id: 4, username: "umm.yusuf", email: "k@example.com", firstName: "Khadija", lastName: "Ali" } as PublicUser;
const WRONG = "Your current password is incorrect";

function setup(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PasswordCard user={user} />
      <Toaster />
    </QueryClientProvider>,
  );
  return fetch;
}

async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText("Current password"), current);
  await userEvent.type(screen.getByLabelText("New password"), next);
  await userEvent.type(screen.getByLabelText("Confirm new password"), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Change Password" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("PasswordCard", () => {
  it("needs the new password twice, the same, and at least 6 characters", async () => {
    const fetch = setup(() => json({}));
    await fill("old-password", "12345", "54321");
    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends current and new password only, says so in a toast and empties the form", async () => {
    const fetch = setup(() => json({ message: "Your password has been changed. Your other sessions have been signed out." }));
    await fill("old-password", "brand-new-pass");
    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    expect(screen.getByText("Your other sessions have been signed out.")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/user/password", expect.objectContaining({ method: "PATCH" }));
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ currentPassword: "old-password", newPassword: "brand-new-pass" });
    await waitFor(() => expect(screen.getByLabelText("Current password")).toHaveValue(""));
    expect(screen.getByLabelText("New password")).toHaveValue("");
  });

  it("shows a wrong current password under its field and in a toast", async () => {
    setup(() => json({ message: WRONG, errors: [{ path: "currentPassword", message: WRONG }] }, 400));
    await fill("not-my-password", "brand-new-pass");
    expect(await screen.findByText("Failed to change password")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByText(WRONG).length).toBeGreaterThanOrEqual(2);
    // What was typed stays, to be corrected.
    expect(screen.getByLabelText("New password")).toHaveValue("brand-new-pass");
  });

  it("disables the button with the pending text while saving", async () => {
    let release: (r: Response) => void = () => {};
    setup(() => new Promise<Response>((r) => (release = r)) as unknown as Response);
    await fill("old-password", "brand-new-pass");
    expect(await screen.findByRole("button", { name: /Saving/ })).toBeDisabled();
    release(json({ message: "ok" }));
    expect(await screen.findByRole("button", { name: "Change Password" })).toBeEnabled();
  });
});
