// Issue 32: the drawn sign-in form works without JavaScript (decision 081), and a locked sign-in says when to try
// again with "Forgot password?" beside it.
import { capture, createAccount, expect, test } from "./fixtures";

test.describe("the sign-in form with JavaScript disabled", () => {
  test("signs in and goes home; a wrong password comes back saying so", async ({ browser }) => {
    const user = await createAccount("parent", "Khadija");
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/auth");
      const form = page.getByRole("form", { name: "Sign in" });
      await form.getByLabel("Username").fill(user.username);
      await form.getByLabel("Password").fill("not-the-password");
      await form.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL("/auth?error=signin");
      await expect(page.getByRole("alert")).toContainText("Invalid username or password");

      await form.getByLabel("Username").fill(user.username);
      await form.getByLabel("Password").fill(user.password);
      await form.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL("/");
      // The browser now holds the session.
      const me = await page.request.get("/api/user");
      expect(me.status()).toBe(200);
      expect((await me.json()).username).toBe(user.username);
    } finally {
      await context.close();
    }
  });
});

for (const width of [375, 1280]) {
  test(`a locked sign-in says when to try again, with 'Forgot password?' beside it (${width} px)`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowHttpError(429, /^\/api\/login$/);
    await page.setViewportSize({ width, height: 800 });
    const user = await createAccount("parent", "Zaynab");
    for (let i = 0; i < 10; i++)
      expect(
        (
          await page.request.post("/api/login", { data: { username: user.username, password: "wrong-guess-1" } })
        ).status(),
      ).toBe(401);
    await page.goto("/auth");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Username").fill(user.username);
    await form.getByLabel("Password").fill(user.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText(/Too many failed sign-in attempts\. Please try again in 1[45] minutes\./);
    await expect(alert.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await capture(page, "auth-locked", width);
  });
}
