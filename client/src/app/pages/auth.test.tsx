// The sign-in page's messages (issue 32): a lockout says when to try again with "Forgot password?" beside it, and a
// failed attempt's toast does not outlive a later success or the page.
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toast as sonner } from "sonner";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "@/components/ui/toaster";
import { userQueryKey } from "@/features/auth/api/get-user";
import { createQueryClient } from "@/lib/query-client";
import { deferred, http, HttpResponse, mockApi } from "@/test/msw";
import { inArabic } from "@/test/i18n";
import AuthPage from "./auth";

const LOCKED = "Too many failed sign-in attempts. Please try again in 9 minutes.";
const user = {
  id: 77,
  firstName: "Maryam",
  lastName: "Rahman",
  username: "maryam",
  roles: ["parent"],
  currentRole: "parent",
  userType: "parent",
};

afterEach(() => {
  sonner.dismiss();
  // Signing up here marks the account's first session: another test file may read the same storage.
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** The page with the app's Toaster beside it; `leave()` takes the page away and leaves the Toaster. */
function renderAuth(path = "/auth") {
  const client = createQueryClient();
  client.setQueryData(userQueryKey, null);
  const location = memoryLocation({ path, record: true });
  const tree = (page: boolean) => (
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page ? <AuthPage /> : null}
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(tree(true));
  return { location, leave: () => view.rerender(tree(false)) };
}

const toasts = () => within(screen.getByRole("region", { name: /^Notifications/ })).queryAllByRole("listitem");

async function signInWith(password: string) {
  const form = screen.getByRole("form", { name: /Sign in|تسجيل الدخول/ });
  await userEvent.type(within(form).getByLabelText(/Username|اسم المستخدم/), "maryam");
  await userEvent.type(within(form).getByLabelText(/^(Password|كلمة المرور)$/), password);
  await userEvent.click(within(form).getByRole("button", { name: /^(Sign In|تسجيل الدخول)$/ }));
}

describe("the sign-in page", () => {
  it("shows a lockout in the form, saying when to try again, with 'Forgot password?' beside it", async () => {
    mockApi(http.post("/api/login", () => HttpResponse.json({ message: LOCKED }, { status: 429 })));
    renderAuth();
    await signInWith("secret-12345");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(LOCKED);
    expect(within(alert).getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    // Said once: in the form, not again in a toast.
    expect(toasts()).toHaveLength(0);
  });

  it("says it in Arabic, with the minutes in the right form", async () => {
    await inArabic();
    mockApi(http.post("/api/login", () => HttpResponse.json({ message: LOCKED }, { status: 429 })));
    renderAuth();
    await signInWith("secret-12345");
    const alert = await screen.findByRole("alert");
    // The number isolated, as every value the server put in a sentence (shared/i18n.ts valueIn).
    expect(alert).toHaveTextContent("يُرجى المحاولة مرة أخرى بعد \u20689\u2069 دقائق.");
    expect(within(alert).getByRole("link", { name: "نسيت كلمة المرور؟" })).toBeInTheDocument();
  });

  it("shows why the form came back from POST /auth (no script ran), until the next attempt", async () => {
    mockApi(http.post("/api/login", () => HttpResponse.json(user)));
    renderAuth("/auth?error=signin");
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid username or password");
    await signInWith("secret-12345");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("takes a failed sign-up's toast away when a later attempt succeeds, even if a failure answers late", async () => {
    const success = deferred();
    const late = deferred();
    const answers = [
      () => HttpResponse.json({ message: "Username already exists" }, { status: 409 }),
      () => success.promise,
      () => late.promise,
    ];
    let calls = 0;
    mockApi(http.post("/api/register", () => answers[calls++]()));
    renderAuth("/auth?tab=signup");
    const form = screen.getByRole("form", { name: "Sign up" });
    await userEvent.type(within(form).getByLabelText("First name"), "Maryam");
    await userEvent.type(within(form).getByLabelText("Last name"), "Rahman");
    await userEvent.type(within(form).getByLabelText("Username"), "maryam");
    await userEvent.type(within(form).getByLabelText("Email"), "m@example.com");
    await userEvent.type(within(form).getByLabelText("Password"), "secret-12345-long");
    await userEvent.click(within(form).getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent("Registration failed"));
    // Pressed twice at once: the first of the two succeeds, the other's refusal arrives after it.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(calls).toBe(3));
    await act(async () => success.resolve(HttpResponse.json(user, { status: 201 })));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent("Welcome to Halaqa, Maryam!");
    await act(async () => late.resolve(HttpResponse.json({ message: "Username already exists" }, { status: 409 })));
    // Given time to show up and for a replaced toast to leave, the stale refusal stays away.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent("Welcome to Halaqa, Maryam!");
  });

  it("takes a failure's toast away when the visitor leaves the page", async () => {
    mockApi(
      http.post("/api/login", () => HttpResponse.json({ message: "Invalid username or password" }, { status: 401 })),
    );
    const view = renderAuth();
    await signInWith("wrong-guess-1");
    await waitFor(() => expect(toasts()[0]).toHaveTextContent("Login failed"));
    view.leave();
    await waitFor(() => expect(screen.queryByText("Login failed")).toBeNull());
  });
});
