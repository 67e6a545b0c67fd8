import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { loginSchema, type LoginInput } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { Spinner } from "@/components/ui/spinner";

export function SignInForm({ onSubmit, pending }: { onSubmit: (values: LoginInput) => void; pending: boolean }) {
  const { t } = useTranslation();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  return (
    <Form {...form}>
      {/* POST: /auth arrives drawn before its script (decision 033); a submit in that moment must never put the
          password in the address (the server sends a POST to /auth back to the page). */}
      <form
        method="post"
        onSubmit={form.handleSubmit(onSubmit)}
        className="space-y-4"
        noValidate
        aria-label={t("Sign in")}
      >
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
        {/* A plain link in the drawn page too: it works before the page's script has taken over (decision 033). */}
        <p className="-mt-1 text-end text-sm">
          <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("Forgot password?")}
          </Link>
        </p>
        <Button type="submit" className="w-full" size="lg" disabled={pending}>
          {pending ? <Spinner label={t("Signing in")} /> : null}
          {pending ? t("Signing in...") : t("Sign In")}
        </Button>
      </form>
    </Form>
  );
}
