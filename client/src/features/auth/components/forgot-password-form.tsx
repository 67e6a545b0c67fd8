import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@shared/auth";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { errorText } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/form-errors";
import { useForgotPassword } from "../api/forgot-password";

/** Asks for a reset link by email; then shows the server's answer, which is the same for every address. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const submit = (values: ForgotPasswordInput) =>
    forgot.mutate(values, { onError: (error) => showServerFieldErrors(error, form.setError, ["email"]) });

  if (forgot.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert variant="success" title={t("Check your email")} role="status">
          <p>{forgot.data.message}</p>
          <p>{t("Nothing after a few minutes? Look in your spam folder, or send the link again.")}</p>
        </Alert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={() => forgot.reset()}>
            {t("Send Again")}
          </Button>
          <Button asChild>
            <Link href="/auth">{t("Back to Sign In")}</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} className="space-y-4" noValidate aria-label={t("Forgot password")}>
        <TextField
          control={form.control}
          name="email"
          label={t("Email")}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        {forgot.isError ? (
          <Alert variant="destructive" title={t("The link could not be sent")} role="alert">
            <p>{errorText(forgot.error)}</p>
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" size="lg" disabled={forgot.isPending}>
          {forgot.isPending ? <Spinner /> : null}
          {forgot.isPending ? t("Sending...") : t("Send Reset Link")}
        </Button>
        <p className="text-center text-sm">
          <Link
            href="/auth"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t("Back to Sign In")}
          </Link>
        </p>
      </form>
    </Form>
  );
}
