import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { loginSchema, type LoginInput } from "@shared/auth";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { Spinner } from "@/components/ui/spinner";

/** Why the last sign-in failed, shown in the form; `offerReset`: a lockout, with "Forgot password?" beside it. */
export interface SignInProblem {
  message: string;
  offerReset: boolean;
}

export function SignInForm({
  onSubmit,
  pending,
  problem,
}: {
  onSubmit: (values: LoginInput) => void;
  pending: boolean;
  problem?: SignInProblem | null;
}) {
  const { t } = useTranslation();
  // A plain link in the drawn page too: it works before the page's script has taken over (decision 033).
  const forgot = (
    <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
      {t("Forgot password?")}
    </Link>
  );
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  return (
    <Form {...form}>
      {/* POST /auth: drawn before its script (decision 033), the form signs in without it (decision 081) and never
          puts the password in the address. */}
      <form
        method="post"
        action="/auth"
        onSubmit={form.handleSubmit(onSubmit)}
        className="space-y-4"
        noValidate
        aria-label={t("Sign in")}
      >
        {problem ? (
          <Alert variant="destructive" title={t("Login failed")} role="alert">
            <p>{problem.message}</p>
            {problem.offerReset ? <p>{forgot}</p> : null}
          </Alert>
        ) : null}
        <TextField
          control={form.control}
          name="username"
          label={t("Username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          control={form.control}
          name="password"
          label={t("Password")}
          type="password"
          autoComplete="current-password"
        />
        {problem?.offerReset ? null : <p className="-mt-1 text-end text-sm">{forgot}</p>}
        <Button type="submit" className="w-full" size="lg" disabled={pending}>
          {pending ? <Spinner label={t("Signing in")} /> : null}
          {pending ? t("Signing in...") : t("Sign In")}
        </Button>
      </form>
    </Form>
  );
}
