import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { RESET_LINK_INVALID, resetPasswordFormSchema, type ResetPasswordFormInput } from "@shared/auth";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { ApiError, errorText } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/form-errors";
import { useResetPassword } from "../api/reset-password";

/** The link is dead (unknown, used or expired): say so and offer a new one. */
export function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <Alert variant="destructive" title={t(RESET_LINK_INVALID)} role="alert">
        <p>{t("Reset links work once, for one hour. Ask for a new one and use the latest email.")}</p>
      </Alert>
      <Button asChild className="w-full" size="lg">
        <Link href="/forgot-password">{t("Request a New Link")}</Link>
      </Button>
    </div>
  );
}

/** The new password, typed twice, set with the emailed token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const submit = ({ password }: ResetPasswordFormInput) =>
    reset.mutate(
      { token, password },
      { onError: (error) => showServerFieldErrors(error, form.setError, ["password"]) },
    );

  if (reset.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert variant="success" title={t("Your password has been reset")} role="status">
          <p>{t("Sign in with your new password. Anyone signed in to your account elsewhere has been signed out.")}</p>
        </Alert>
        <Button asChild className="w-full" size="lg">
          <Link href="/auth">{t("Sign In")}</Link>
        </Button>
      </div>
    );
  }
  if (reset.error instanceof ApiError && reset.error.status === 400 && reset.error.userMessage === RESET_LINK_INVALID) {
    return <InvalidResetLink />;
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} className="space-y-4" noValidate aria-label={t("Reset password")}>
        <TextField
          control={form.control}
          name="password"
          label={t("New password")}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          control={form.control}
          name="confirmPassword"
          label={t("Confirm new password")}
          type="password"
          autoComplete="new-password"
        />
        {/* A 400 here is a password the server refused (a dead link is answered above): shown under its field. */}
        {reset.isError && !(reset.error instanceof ApiError && reset.error.status === 400) ? (
          <Alert variant="destructive" title={t("Your password could not be reset")} role="alert">
            <p>{errorText(reset.error)}</p>
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" size="lg" disabled={reset.isPending}>
          {reset.isPending ? <Spinner /> : null}
          {reset.isPending ? t("Saving...") : t("Set New Password")}
        </Button>
      </form>
    </Form>
  );
}
