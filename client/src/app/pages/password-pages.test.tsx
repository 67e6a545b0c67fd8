// The forgot and reset password pages against a stubbed API (api.md "Accounts").
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import ForgotPasswordPage from "./forgot-password";
import ResetPasswordPage from "./reset-password";

const TOKEN = "Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx"; // 43 characters, as 32 bytes in base64url
const FORGOT_ANSWER =
  "If an account uses this email address, we have sent it a link to choose a new password. The link works for one hour.";
const INVALID = "This reset link is invalid or has expired";

/** Answers POST {path}; the test reads what was sent with requests(). */
const answer = (path: string, response: () => Response) => mockApi(http.post(path, response));

function renderAt(path: string, Page: () => React.ReactElement) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Page />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

describe("ForgotPasswordPage", () => {
  it("checks the address before sending anything", async () => {
    answer("/api/password/forgot", () => HttpResponse.json({ message: FORGOT_ANSWER }, { status: 202 }));
    renderAt("/forgot-password", ForgotPasswordPage);
    await userEvent.type(screen.getByLabelText("Email"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it("posts the address and shows the server's answer, with the way back to sign in", async () => {
    answer("/api/password/forgot", () => HttpResponse.json({ message: FORGOT_ANSWER }, { status: 202 }));
    renderAt("/forgot-password", ForgotPasswordPage);
    await userEvent.type(screen.getByLabelText("Email"), " amina@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Check your email");
    expect(status).toHaveTextContent(FORGOT_ANSWER);
    const [sent] = requests();
    expect(`${sent.method} ${sent.path}`).toBe("POST /api/password/forgot");
    expect(await sent.json()).toEqual({ email: "amina@example.com" });
    expect(screen.getByRole("link", { name: "Back to Sign In" })).toHaveAttribute("href", "/auth");
    // "Send Again" brings the form back.
    await userEvent.click(screen.getByRole("button", { name: "Send Again" }));
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
  });

  it("shows a refusal (429) in the form", async () => {
    answer("/api/password/forgot", () =>
      HttpResponse.json(
        { message: "Too many password reset requests. Please wait a few minutes and try again." },
        { status: 429 },
      ),
    );
    renderAt("/forgot-password", ForgotPasswordPage);
    await userEvent.type(screen.getByLabelText("Email"), "amina@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The link could not be sent");
    expect(alert).toHaveTextContent("Too many password reset requests");
    expect(screen.getByRole("button", { name: "Send Reset Link" })).toBeEnabled();
  });
});

describe("ResetPasswordPage", () => {
  it("says a link without a usable token is dead, without asking the server", async () => {
    renderAt("/reset-password", ResetPasswordPage);
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID);
    expect(screen.getByRole("link", { name: "Request a New Link" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(requests()).toEqual([]);
  });

  it("asks for the password twice and sends it once with the token; then offers sign-in", async () => {
    answer("/api/password/reset", () =>
      HttpResponse.json({
        message: "Your password has been reset. Every session of the account has ended: sign in with the new password.",
      }),
    );
    renderAt(`/reset-password?token=${TOKEN}`, ResetPasswordPage);
    expect(screen.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("New password"), "a-new-password");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "a-new-passwort");
    await userEvent.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(requests()).toEqual([]);

    await userEvent.clear(screen.getByLabelText("Confirm new password"));
    await userEvent.type(screen.getByLabelText("Confirm new password"), "a-new-password");
    await userEvent.click(screen.getByRole("button", { name: "Set New Password" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Your password has been reset");
    const [sent] = requests();
    expect(`${sent.method} ${sent.path}`).toBe("POST /api/password/reset");
    expect(await sent.json()).toEqual({ token: TOKEN, password: "a-new-password" });
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  });

  it("shows the server's 400 for a used or expired link clearly, with a way to get a new one", async () => {
    answer("/api/password/reset", () =>
      HttpResponse.json({ message: INVALID, errors: [{ path: "token", message: INVALID }] }, { status: 400 }),
    );
    renderAt(`/reset-password?token=${TOKEN}`, ResetPasswordPage);
    await userEvent.type(screen.getByLabelText("New password"), "a-new-password");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "a-new-password");
    await userEvent.click(screen.getByRole("button", { name: "Set New Password" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(INVALID);
    expect(screen.getByRole("link", { name: "Request a New Link" })).toHaveAttribute("href", "/forgot-password");
    await waitFor(() => expect(screen.queryByLabelText("New password")).toBeNull());
  });

  it("puts a password the server refuses under its field", async () => {
    answer("/api/password/reset", () =>
      HttpResponse.json(
        {
          message: "password: Password must be at most 200 characters",
          errors: [{ path: "password", message: "Password must be at most 200 characters" }],
        },
        { status: 400 },
      ),
    );
    renderAt(`/reset-password?token=${TOKEN}`, ResetPasswordPage);
    await userEvent.type(screen.getByLabelText("New password"), "a-new-password");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "a-new-password");
    await userEvent.click(screen.getByRole("button", { name: "Set New Password" }));
    expect(await screen.findByText("Password must be at most 200 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
