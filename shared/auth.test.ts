import { describe, expect, it } from "vitest";
import {
  changePasswordFormSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  preferencesSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  switchRoleSchema,
} from "./auth";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("shared account schemas", () => {
  it("login: username ≥ 3, password ≥ 6 with the spec's messages", () => {
    expect(firstMessage(loginSchema.safeParse({ username: "ab", password: "secret1" }))).toBe(
      "Username must be at least 3 characters",
    );
    expect(firstMessage(loginSchema.safeParse({ username: "abc", password: "12345" }))).toBe(
      "Password must be at least 6 characters",
    );
    expect(loginSchema.parse({ username: "  abc ", password: "123456" })).toEqual({
      username: "abc",
      password: "123456",
    });
  });

  it("register: validates every field, trims names, defaults the role to parent, strips unknown fields", () => {
    const ok = registerSchema.parse({
      username: "amina",
      email: " a@b.co ",
      password: "tajweed-daily",
      firstName: " Amina ",
      lastName: "Y",
      isAdmin: true,
    });
    expect(ok).toEqual({
      username: "amina",
      email: "a@b.co",
      password: "tajweed-daily",
      firstName: "Amina",
      lastName: "Y",
      role: "parent",
    });
    expect(firstMessage(registerSchema.safeParse({ ...ok, email: "x" }))).toBe("Please enter a valid email address");
    expect(firstMessage(registerSchema.safeParse({ ...ok, firstName: "" }))).toBe("First name is required");
    expect(firstMessage(registerSchema.safeParse({ ...ok, lastName: "" }))).toBe("Last name is required");
    expect(registerSchema.safeParse({ ...ok, role: "admin" }).success).toBe(true); // the server answers 403
    expect(registerSchema.safeParse({ ...ok, password: "x".repeat(201) }).success).toBe(false);
    expect(firstMessage(registerSchema.safeParse({ ...ok, password: "123456789" }))).toBe(
      "Password must be at least 10 characters",
    );
  });

  it("role and preferences", () => {
    expect(switchRoleSchema.safeParse({ role: "teacher" }).success).toBe(true);
    expect(switchRoleSchema.safeParse({ role: "owner" }).success).toBe(false);
    expect(preferencesSchema.safeParse({ preferredCurrency: "SAR" }).success).toBe(true);
    expect(preferencesSchema.safeParse({ preferredCurrency: "sar" }).success).toBe(false);
    expect(preferencesSchema.safeParse({ emailPreferences: { marketingEmails: true } }).success).toBe(true);
    expect(preferencesSchema.safeParse({}).success).toBe(false);
  });

  it("password reset and change: the sign-up password rules, a 43-character token, the confirmation never sent", () => {
    expect(forgotPasswordSchema.parse({ email: " A@B.co " })).toEqual({ email: "A@B.co" });
    expect(forgotPasswordSchema.safeParse({ email: "nope" }).success).toBe(false);
    const token = "A".repeat(43);
    expect(resetPasswordSchema.parse({ token, password: "tajweed-daily", confirmPassword: "x" })).toEqual({
      token,
      password: "tajweed-daily",
    });
    expect(firstMessage(resetPasswordSchema.safeParse({ token: "A".repeat(42), password: "tajweed-daily" }))).toBe(
      "This reset link is invalid or has expired",
    );
    // Issue 31 (decision 073): a new password has at least 10 characters; signing in still takes 6.
    expect(firstMessage(resetPasswordSchema.safeParse({ token, password: "123456789" }))).toBe(
      "Password must be at least 10 characters",
    );
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: "old", newPassword: "short-pw" }))).toBe(
      "Password must be at least 10 characters",
    );
    expect(
      firstMessage(resetPasswordFormSchema.safeParse({ password: "tajweed-daily", confirmPassword: "123457" })),
    ).toBe("Passwords do not match");
    expect(
      changePasswordSchema.parse({
        currentPassword: "old",
        newPassword: "tajweed-daily",
        confirmPassword: "tajweed-daily",
      }),
    ).toEqual({
      currentPassword: "old",
      newPassword: "tajweed-daily",
    });
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: "", newPassword: "tajweed-daily" }))).toBe(
      "Please enter your current password",
    );
    expect(
      firstMessage(
        changePasswordFormSchema.safeParse({
          currentPassword: "old",
          newPassword: "tajweed-daily",
          confirmPassword: "tajweed-daily!",
        }),
      ),
    ).toBe("Passwords do not match");
  });
});
