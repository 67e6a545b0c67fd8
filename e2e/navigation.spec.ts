// Landing page, header navigation, 404, mobile menu, preferences and code splitting (spec §2, §5).
import { createAccount, expect, newUser, signInViaApi, signUpViaApi, test, toast } from "./fixtures";

test("the landing page has its anchors, and 'Join as Teacher' opens Sign Up with Teacher chosen", async ({ page }) => {
  await page.goto("/");
  for (const id of ["features", "teachers", "parents", "about"]) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [label, hash] of [
    ["Features", "#features"],
    ["For Teachers", "#teachers"],
    ["For Parents", "#parents"],
    ["About", "#about"],
  ]) {
    await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", hash);
  }
  await nav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect(page.locator("#about")).toBeInViewport();

  await page.getByRole("link", { name: "Join as Teacher" }).click();
  await expect(page).toHaveURL("/auth?tab=signup&role=teacher");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("radio", { name: /^Teacher/ })).toBeChecked();
});

test("every call to action on the landing page goes to /auth, to Sign Up with the role it names where it names one", async ({
  page,
}) => {
  await page.goto("/");
  const targets: [string, string][] = [
    ["Join as Teacher", "/auth?tab=signup&role=teacher"],
    ["Apply to Teach", "/auth?tab=signup&role=teacher"],
    ["Find Classes for Child", "/auth?tab=signup"],
    ["Get Started Today", "/auth"],
    ["Schedule a Demo", "/auth"],
    ["Find a Teacher", "/auth"],
    ["Sign In", "/auth"],
    ["Login", "/auth"],
  ];
  for (const [name, target] of targets) {
    const links = page.getByRole("link", { name, exact: true });
    await expect(links.first(), name).toBeVisible();
    for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))) {
      expect(href, name).toBe(target);
    }
  }
  // The header's 'Get Started' opens /auth on the Sign Up tab.
  await page.getByRole("banner").getByRole("link", { name: "Get Started", exact: true }).click();
  await expect(page).toHaveURL("/auth?tab=signup");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
});

test("signed out, the landing page comes drawn in the HTML and downloads only its menu script", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script" || req.url().endsWith(".js")) scripts.push(new URL(req.url()).pathname);
  });
  const response = await page.goto("/");
  // The page is in the HTML itself (decision 012), not drawn by a script.
  expect(await response!.text()).toContain("Vetted Islamic teachers");
  await expect(page.getByRole("heading", { level: 1, name: /Vetted Islamic teachers/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const names = scripts.map((p) => p.split("/").pop()!);
  expect(names, `scripts: ${names.join(", ")}`).toHaveLength(1);
  expect(names[0]).toMatch(/^landing-menu-/);
});

test("signed out, /auth comes drawn, asks for no session and logs no error while React takes over", async ({
  page,
}) => {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (err) => errors.push(err.message));
  page.on(
    "request",
    (req) => new URL(req.url()).pathname.startsWith("/api/") && apiCalls.push(new URL(req.url()).pathname),
  );
  const response = await page.goto("/auth");
  expect(await response!.text()).toContain('data-prerendered="signed-out"');
  await page.waitForLoadState("networkidle");
  // Hydrated: the tabs answer to clicks.
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test("signed out, a sign-in submitted before the page's script arrives never puts the password in the address", async ({
  page,
}) => {
  // The page as it is before its JavaScript has arrived (a slow phone): the scripts never come, the drawn form is all.
  await page.route("**/*.js", () => undefined);
  const posted = page.waitForResponse(
    (res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/auth",
  );
  // (DOMContentLoaded waits for the module scripts, so only the response is awaited.)
  await page.goto("/auth", { waitUntil: "commit" });
  await page.getByLabel("Username").fill("amina");
  await page.getByLabel("Password").fill("Very-Secret-Pass-42");
  await page.getByRole("button", { name: "Sign In" }).click();
  // Posted (the password in the body, not the address), and sent back to the page.
  const response = await posted;
  expect(response.request().postData()).toContain("Very-Secret-Pass-42");
  expect(response.status()).toBe(303);
  // An unknown account: back to the page, which says why (decision 081), the password nowhere in the address.
  expect(response.headers()["location"]).toBe("/auth?error=signin");
  await page.waitForURL((url) => url.pathname === "/auth" && !url.search.includes("password"), { waitUntil: "commit" });
  expect(page.url()).not.toContain("Very-Secret-Pass-42");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("signed in, the page comes with the user: no session request, and Browse asks for its teachers once", async ({
  page,
}) => {
  await signUpViaApi(page, newUser("Sumayyah"));
  const apiCalls: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/")) apiCalls.push(url.pathname);
  });
  await page.goto("/browse-teachers");
  await expect(page.getByText(/^Found \d+ qualified teacher\(s\)$/)).toBeVisible();
  await expect(page.getByTestId("welcome")).toContainText("Sumayyah");
  await page.waitForLoadState("networkidle");
  expect(apiCalls).not.toContain("/api/user");
  // Asked for beside the page's code, and found there by the page: one request, not two.
  expect(apiCalls.filter((p) => p === "/api/teachers")).toHaveLength(1);
});

test("an unknown route shows '404 Page Not Found' when signed in", async ({ page, consoleGuard }) => {
  // The server answers an unknown address 404 (decision 038), which Chromium logs; the app's page still comes.
  consoleGuard.allowHttpError(404, /^\/no\/such\/page$/);
  await signUpViaApi(page, newUser("Ibrahim"));
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Ibrahim" })).toBeVisible();
});

test("signed out, an unknown route is a signed-in page: it ends on /auth", async ({ page, consoleGuard }) => {
  // Answered 404 (decision 038), which Chromium logs; the app's page still comes and sends the visitor on.
  consoleGuard.allowHttpError(404, /^\/no\/such\/page$/);
  await page.goto("/no/such/page");
  await expect(page).toHaveURL("/auth");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
});

test("signed in, the header shows the parent's navigation", async ({ page }) => {
  // Made in the database: the suite's sign-ups stay within one address's allowance (see createAccount).
  await signInViaApi(page, await createAccount("parent", "Hafsa"));
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["Home", "Dashboard", "Browse Teachers", "Preferences"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL("/parent/dashboard");
  await nav.getByRole("link", { name: "Browse Teachers" }).click();
  await expect(page).toHaveURL("/browse-teachers");
  await nav.getByRole("link", { name: "Preferences" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "User Preferences" })).toBeVisible();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu opens and shows the navigation links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const label of ["Features", "For Teachers", "For Parents", "About", "Login", "Get Started"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "For Parents" }).click();
    await expect(page).toHaveURL(/\/#parents$/);
    await expect(menu).toBeHidden();
  });

  test("signed in, the mobile menu has the greeting, the links and Logout", async ({ page }) => {
    await signUpViaApi(page, newUser("Yusuf"));
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByText("Welcome, Yusuf")).toBeVisible();
    for (const label of ["Home", "Dashboard", "Browse Teachers", "Preferences"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Preferences" }).click();
    await expect(page).toHaveURL("/preferences");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "User Preferences" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Logged out")).toBeVisible();
    await expect(page).toHaveURL("/");
  });
});

test("User Preferences: the currency is saved only when changed", async ({ page }) => {
  await signInViaApi(page, await createAccount("parent", "Aminah"));
  await page.goto("/preferences");
  await expect(page.getByRole("heading", { level: 1, name: "User Preferences" })).toBeVisible();

  const currency = page.getByRole("combobox", { name: "Preferred currency" });
  const save = page.getByRole("button", { name: "Save Currency" });
  await expect(currency).toContainText("USD");
  await expect(save).toBeDisabled();

  await currency.click();
  await page.getByRole("option", { name: /^GBP/ }).click();
  await expect(currency).toContainText("GBP");
  await expect(save).toBeEnabled();

  // Back to the saved value: nothing to save.
  await currency.click();
  await page.getByRole("option", { name: /^USD/ }).click();
  await expect(save).toBeDisabled();

  await currency.click();
  await page.getByRole("option", { name: /^SAR/ }).click();
  await save.click();
  await expect(toast(page, "Preferences updated")).toContainText("Your currency preference has been saved.");
  await expect(save).toBeDisabled();

  // It is stored: a reload shows it.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Preferred currency" })).toContainText("SAR");
  await expect(page.getByRole("button", { name: "Save Currency" })).toBeDisabled();
});
