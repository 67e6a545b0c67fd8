// Request contracts for accounts (product-spec §5): the auth forms and the server routes parse these.
import { z } from "zod";
import { CURRENCIES, EMAIL_PREFERENCE_KEYS, ROLES } from "./constants";
import { NUL_MESSAGE, noNul, singleLineName, timeZone } from "./fields";
import { LANGUAGES } from "./i18n";
import { prayerSettingsSchema } from "./prayer-times";

export const usernameSchema = z
  .string({ error: "Username must be at least 3 characters" })
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(64, "Username must be at most 64 characters")
  .refine(noNul, NUL_MESSAGE);

// Signing in takes the passwords of before issue 31 (6 characters and up); a new password has at least 10 (decision
// 073). Both are bounded so a huge password cannot make hashing expensive.
export const passwordSchema = z
  .string({ error: "Password must be at least 6 characters" })
  .min(6, "Password must be at least 6 characters")
  .max(200, "Password must be at most 200 characters");

export const NEW_PASSWORD_MIN = 10;
export const newPasswordSchema = z
  .string({ error: `Password must be at least ${NEW_PASSWORD_MIN} characters` })
  .min(NEW_PASSWORD_MIN, `Password must be at least ${NEW_PASSWORD_MIN} characters`)
  .max(200, "Password must be at most 200 characters");

export const loginSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const emailSchema = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address")
  .refine(noNul, "Please enter a valid email address");

export const registerSchema = z.object({
  username: usernameSchema.regex(
    /^[A-Za-z0-9_.-]+$/,
    "Username may only contain letters, numbers, dots, dashes and underscores",
  ),
  email: emailSchema,
  password: newPasswordSchema,
  firstName: singleLineName("First name"),
  lastName: singleLineName("Last name"),
  // admin is a valid value to name, but the server refuses it (403): admins come from the CLI.
  role: z.enum(ROLES, { error: "Please choose Parent or Teacher" }).default("parent"),
  // The browser's zone, sent by the sign-up form: notification times are shown in it.
  timeZone: timeZone.optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const switchRoleSchema = z.object({
  role: z.enum(ROLES, { error: "Role must be teacher, parent or admin" }),
});
export type SwitchRoleInput = z.infer<typeof switchRoleSchema>;

const emailPreferencesPatch = z.object(
  Object.fromEntries(
    EMAIL_PREFERENCE_KEYS.map((key) => [key, z.boolean({ error: `${key} must be true or false` }).optional()]),
  ) as Record<(typeof EMAIL_PREFERENCE_KEYS)[number], z.ZodOptional<z.ZodBoolean>>,
);

export const preferencesSchema = z
  .object({
    preferredCurrency: z.enum(CURRENCIES, { error: "Please select a supported currency" }).optional(),
    emailPreferences: emailPreferencesPatch.optional(),
    timeZone: timeZone.optional(),
    // The family's prayer-time marks (issue 17): a setting, or null to turn them off.
    prayerTimes: prayerSettingsSchema.optional(),
    language: z.enum(LANGUAGES, { error: "Please select a supported language" }).optional(),
  })
  .refine(
    (v) =>
      v.preferredCurrency !== undefined ||
      v.emailPreferences !== undefined ||
      v.timeZone !== undefined ||
      v.prayerTimes !== undefined ||
      v.language !== undefined,
    {
      message: "Nothing to update: send preferredCurrency, emailPreferences, timeZone, prayerTimes or language",
      path: ["preferredCurrency"],
    },
  );
export type PreferencesInput = z.infer<typeof preferencesSchema>;

// Forgot and reset password, change password (api.md "Accounts").
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const RESET_LINK_INVALID = "This reset link is invalid or has expired";

export const resetPasswordSchema = z.object({
  // 32 random bytes in base64url are 43 characters; anything else cannot be one of ours.
  token: z
    .string({ error: RESET_LINK_INVALID })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password" })
    .min(1, "Please enter your current password")
    .max(200, "Password must be at most 200 characters"),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const PASSWORDS_DIFFER = "Passwords do not match";

/** The reset page's form: the request's password, typed twice (only `password` is sent). */
export const resetPasswordFormSchema = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** The Change password card: the request, with the new password typed twice (confirmPassword is not sent). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

/** POST /api/email/verify: the token of a confirmation link (issue 31), 43 characters as a reset token's. */
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: "This confirmation link is invalid or has expired" })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, "This confirmation link is invalid or has expired"),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
