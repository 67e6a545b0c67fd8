// Forgot and reset password through the UI (api.md "Accounts"): the link on /auth, the email (read from the
// folder the server writes mail to without SMTP_URL), the reset page, and signing in with the new password.
import fs from "node:fs";
import path from "node:path";
import { expect, newUser, signIn, signUpViaApi, test, toast, type NewUser } from "./fixtures";

/** Quoted-printable, as nodemailer writes long lines: soft line breaks and =XX escapes. */
const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The reset link of the newest reset email to `to`, waiting for the server to write it (it answers first). */
async function resetLinkFor(to: string): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (e2e/global-setup.ts)");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((f) => f.endsWith(".eml"))
              .sort()
          : [];
        for (const file of files.reverse()) {
          const mail = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), "utf8"));
          if (!mail.includes(`To: ${to}`) || !mail.includes("Subject: Reset your Halaqa password")) continue;
          link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 10_000, message: `a reset email to ${to} in ${dir}` },
    )
    .toBeDefined();
  return link!;
}

async function signedOutUser(page: import("@playwright/test").Page): Promise<NewUser> {
  const user = newUser("Hafsa");
  await signUpViaApi(page, user);
  await page.context().clearCookies();
  return user;
}

test("forgot password: the link on /auth, the email, a new password, and signing in with it", async ({
  page,
  consoleGuard,
}) => {
  const user = await signedOutUser(page);
  await page.goto("/auth");
  await page.getByRole("form", { name: "Sign in" }).getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toContainText(
    "If an account uses this email address",
  );

  const link = await resetLinkFor(user.email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
  await page.getByLabel("Confirm new password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been reset" })).toBeVisible();
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/auth");

  // The old password no longer works; the new one does.
  consoleGuard.allowHttpError(401, /^\/api\/login$/);
  await signIn(page, user.username, user.password);
  await expect(toast(page, "Login failed")).toContainText("Invalid username or password");
  await signIn(page, user.username, "a-brand-new-password");
  await expect(page).toHaveURL("/");
  await expect(toast(page, "Welcome back!")).toBeVisible();

  // The link worked once.
  consoleGuard.allowHttpError(400, /^\/api\/password\/reset$/);
  // Leave the signed-in home page first: cookies cleared under it, its late reads (the dashboard) answer 401.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("yet-another-password");
  await page.getByLabel("Confirm new password").fill("yet-another-password");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This reset link is invalid or has expired" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a New Link" })).toHaveAttribute("href", "/forgot-password");
});

test("the 'Forgot password?' link works on the drawn /auth page before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await context.close();
});
