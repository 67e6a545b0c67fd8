// Full-page screenshots of the main screens at 375 px and 1280 px into e2e/screenshots/ (git-ignored),
// for reviewing the layout by eye. Each also checks that nothing overflows the viewport sideways.
import { capture, expect, newUser, signUpViaApi, test } from "./fixtures";

for (const width of [375, 1280]) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    test("signed out: landing and /auth", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: /Vetted Islamic teachers/ })).toBeVisible();
      await capture(page, "landing", width);

      await page.goto("/auth");
      await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
      await capture(page, "auth", width);

      await page.getByRole("tab", { name: "Sign Up" }).click();
      await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
      await capture(page, "auth-signup", width);
    });

    test("signed in as a parent: home, preferences, 404", async ({ page, consoleGuard }) => {
      // The unknown address below is answered 404 (decision 038), which Chromium logs.
      consoleGuard.allowHttpError(404, /^\/no\/such\/page$/);
      const user = newUser("Maryam");
      await signUpViaApi(page, user);

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${user.firstName}` })).toBeVisible();
      await capture(page, "home-parent", width);

      await page.goto("/preferences");
      await expect(page.getByRole("heading", { level: 1, name: "User Preferences" })).toBeVisible();
      await capture(page, "preferences", width);

      await page.goto("/no/such/page");
      await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
      await capture(page, "not-found", width);

      if (width < 768) {
        await page.goto("/");
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
        await capture(page, "home-parent-menu", width);
      }
    });
  });
}
