import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { App, makeClient } from "./app/app";
import { userQueryKey } from "./features/auth/api/get-user";
import { wireMobileMenu } from "./landing-menu";
import { renderSignedOut } from "./prerender";

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  window.history.replaceState(null, "", "/");
});

function mount(markup: string): HTMLElement {
  container = document.createElement("div");
  container.id = "root";
  container.innerHTML = markup;
  document.body.appendChild(container);
  return container;
}

/** React takes over `el`, prerendered for `url`, as main.tsx does for a signed-out visitor; the recoverable errors. */
async function hydrateAt(el: HTMLElement, url: string): Promise<unknown[]> {
  window.history.replaceState(null, "", url);
  const client = makeClient();
  client.setQueryData(userQueryKey, null);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      el,
      <StrictMode>
        <App client={client} />
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return recoverable;
}

describe("pages rendered at build time for a signed-out visitor", () => {
  it("the landing page is complete in the HTML: header, hero, every section, no 'Loading...'", async () => {
    mount(await renderSignedOut("/"));
    expect(screen.getByRole("heading", { level: 1, name: /Vetted Islamic teachers/ })).toBeInTheDocument();
    for (const id of ["features", "teachers", "parents", "about"])
      expect(document.getElementById(id), id).not.toBeNull();
    // 'Join as Teacher' opens Sign Up with Teacher chosen, not Sign In; 'Find Classes for Child' opens Sign Up.
    expect(screen.getByRole("link", { name: "Join as Teacher" })).toHaveAttribute(
      "href",
      "/auth?tab=signup&role=teacher",
    );
    expect(screen.getByRole("link", { name: /Apply to Teach/ })).toHaveAttribute(
      "href",
      "/auth?tab=signup&role=teacher",
    );
    expect(screen.getByRole("link", { name: /Find Classes for Child/ })).toHaveAttribute("href", "/auth?tab=signup");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
    expect(screen.queryByText("Loading...")).toBeNull();
    // The mobile menu is in the markup, closed.
    expect(document.getElementById("mobile-menu")).toHaveAttribute("hidden");
  });

  it("the landing page's menu script opens and closes the mobile menu as the app does", async () => {
    const user = userEvent.setup();
    const root = mount(await renderSignedOut("/"));
    expect(wireMobileMenu(root)).toBe(true);
    const menu = document.getElementById("mobile-menu")!;
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(menu).not.toHaveAttribute("hidden");
    const close = screen.getByRole("button", { name: "Close menu" });
    expect(close).toHaveAttribute("aria-expanded", "true");
    expect(close.querySelector('[data-icon="open"]')).toHaveClass("hidden");
    expect(close.querySelector('[data-icon="close"]')).not.toHaveClass("hidden");
    const nav = within(screen.getByRole("navigation", { name: "Mobile" }));
    expect(nav.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/auth?tab=signup");
    // Following a link closes it.
    nav.getByRole("link", { name: "For Parents" }).addEventListener("click", (e) => e.preventDefault());
    await user.click(nav.getByRole("link", { name: "For Parents" }));
    expect(menu).toHaveAttribute("hidden");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    // A page without the header has nothing to wire.
    expect(wireMobileMenu(document.createElement("div"))).toBe(false);
  });

  it.each([
    ["/auth", "Sign In", "Sign In", null],
    ["/auth?tab=signup", "Sign Up", "Create Account", "Parent"],
    ["/auth?tab=signup&role=teacher", "Sign Up", "Create Account", "Teacher"],
  ])("%s hydrates without a mismatch and works", async (url, tab, button, role) => {
    const markup = await renderSignedOut(url);
    const el = mount(markup);
    expect(within(el).getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    // The role the link named is the one chosen.
    if (role)
      expect(within(el).getByRole("radio", { name: new RegExp(`^${role}`) })).toHaveAttribute("aria-checked", "true");
    const submit = within(el).getByRole("button", { name: button });
    // Submitted before React takes over, the form posts (to a route that sends it back): never a GET with the
    // password in the address.
    expect(submit.closest("form")).toHaveAttribute("method", "post");
    const heading = within(el).getByRole("heading", { level: 1 });

    // A mismatch would be reported (and logged as a console error, which fails the test).
    expect(await hydrateAt(el, url)).toEqual([]);
    // React adopted the nodes already on screen rather than drawing the page again.
    expect(within(el).getByRole("heading", { level: 1 })).toBe(heading);
    expect(within(el).getByRole("button", { name: button })).toBe(submit);
    // React owns the page now: switching tabs works.
    const other = tab === "Sign In" ? "Sign Up" : "Sign In";
    await userEvent.setup().click(screen.getByRole("tab", { name: other }));
    expect(screen.getByRole("tab", { name: other })).toHaveAttribute("aria-selected", "true");
  });

  it("/auth's sign-in form works without a script: POST /auth with named fields (decision 081)", async () => {
    const el = mount(await renderSignedOut("/auth"));
    const form = within(el).getByRole("form", { name: "Sign in" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/auth");
    expect(within(form).getByLabelText("Username")).toHaveAttribute("name", "username");
    expect(within(form).getByLabelText("Password")).toHaveAttribute("name", "password");
    expect(within(form).getByRole("button", { name: "Sign In" })).toHaveAttribute("type", "submit");
  });

  it.each([
    ["/auth?error=signin", "Invalid username or password", false],
    ["/auth?error=suspended", "This account is suspended", false],
    ["/auth?error=limited", "Too many failed sign-in attempts. Please wait a few minutes and try again.", true],
  ])("%s says why in the drawn page and hydrates without a mismatch", async (url, message, offerReset) => {
    const el = mount(await renderSignedOut(url));
    const alert = within(el).getByRole("alert");
    expect(alert).toHaveTextContent(message);
    // A lockout offers the way out beside it.
    expect(within(alert).queryByRole("link", { name: "Forgot password?" }) !== null).toBe(offerReset);
    expect(within(el).getAllByRole("link", { name: "Forgot password?" })).toHaveLength(1);
    expect(await hydrateAt(el, url)).toEqual([]);
    expect(within(el).getByRole("alert")).toBe(alert);
  });

  it("the landing page and /auth in Arabic: drawn in Arabic, and /auth hydrates without a mismatch", async () => {
    const landing = mount(await renderSignedOut("/", "ar"));
    expect(within(landing).getByRole("heading", { level: 1 })).toHaveTextContent("معلمون موثوقون");
    // The switch offers English, named in English, for the static page's script.
    expect(within(landing).getAllByRole("button", { name: "English" })[0]).toHaveAttribute("data-language", "en");
    landing.remove();

    const el = mount(await renderSignedOut("/auth", "ar"));
    const submit = within(el).getByRole("button", { name: "تسجيل الدخول" });
    expect(within(el).getByRole("tab", { name: "تسجيل الدخول" })).toHaveAttribute("aria-selected", "true");
    expect(el.textContent).not.toMatch(/Sign In|Password/);
    // As main.tsx does: the page's language is loaded (renderSignedOut left it so) before React adopts the page.
    expect(await hydrateAt(el, "/auth")).toEqual([]);
    expect(within(el).getByRole("button", { name: "تسجيل الدخول" })).toBe(submit);
  });

  it("/contact's form is drawn disabled and comes alive once React adopts it: nothing typed or sent before is lost", async () => {
    const el = mount(await renderSignedOut("/contact"));
    const form = within(el).getByRole("form", { name: "Contact us" });
    const send = within(form).getByRole("button", { name: "Send Message" });
    // A submit before hydration would be a native GET with the message in the address, and typing would be reset.
    expect(send).toBeDisabled();
    expect(within(form).getByLabelText("Message")).toBeDisabled();
    expect(await hydrateAt(el, "/contact")).toEqual([]);
    expect(within(el).getByRole("button", { name: "Send Message" })).toBe(send);
    expect(send).toBeEnabled();
    expect(within(form).getByLabelText("Message")).toBeEnabled();
  });
});
