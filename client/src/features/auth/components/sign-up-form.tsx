import { zodResolver } from "@hookform/resolvers/zod";
import { GraduationCap, Users } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { registerSchema } from "@shared/auth";
import { SIGNUP_ROLES } from "@shared/constants";
import { timeZone as timeZoneSchema } from "@shared/fields";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { viewerTimeZone } from "@/lib/time-zone";
import { cn } from "@/lib/utils";

type FormIn = z.input<typeof registerSchema>;
type FormOut = z.output<typeof registerSchema>;

const ROLE_CHOICES: Record<(typeof SIGNUP_ROLES)[number], { label: string; hint: string; icon: typeof Users }> = {
  parent: { label: "Parent", hint: "Find teachers and book classes for my children", icon: Users },
  teacher: { label: "Teacher", hint: "Apply to teach and offer classes", icon: GraduationCap },
};

/** The browser's zone for the new account (notification times are shown in it); left out if the schema refuses it. */
function browserZone(): string | undefined {
  const parsed = timeZoneSchema.safeParse(viewerTimeZone());
  return parsed.success ? parsed.data : undefined;
}

/** `role`: the choice made already by the link that led here ('Join as Teacher': ?role=teacher). */
export function SignUpForm({
  onSubmit,
  pending,
  role = "parent",
}: {
  onSubmit: (values: FormOut) => void;
  pending: boolean;
  role?: (typeof SIGNUP_ROLES)[number];
}) {
  const { t } = useTranslation();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: "", lastName: "", username: "", email: "", password: "", role },
  });
  const submit = form.handleSubmit((values) => onSubmit({ ...values, timeZone: browserZone() }));
  return (
    <Form {...form}>
      {/* POST: /auth arrives drawn before its script (decision 033); a submit in that moment must never put the
          password in the address (the server sends a POST to /auth back to the page). */}
      <form method="post" onSubmit={submit} className="space-y-4" noValidate aria-label={t("Sign up")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label={t("First name")} autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label={t("Last name")} autoComplete="family-name" />
        </div>
        <TextField
          control={form.control}
          name="username"
          label={t("Username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField control={form.control} name="email" label={t("Email")} type="email" autoComplete="email" />
        <TextField
          control={form.control}
          name="password"
          label={t("Password")}
          type="password"
          autoComplete="new-password"
        />
        <FormField
          control={form.control}
          name="role"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("I am joining as")}</FormLabel>
              <FormControl>
                <RadioGroup value={field.value} onValueChange={field.onChange} className="grid gap-3 sm:grid-cols-2">
                  {SIGNUP_ROLES.map((role) => {
                    const choice = ROLE_CHOICES[role];
                    const Icon = choice.icon;
                    const id = `signup-role-${role}`;
                    return (
                      <label
                        key={role}
                        htmlFor={id}
                        className={cn(
                          "flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 transition-colors",
                          "hover:border-primary/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                          field.value === role && "border-primary bg-secondary",
                        )}
                      >
                        <RadioGroupItem value={role} id={id} className="mt-0.5" />
                        <span className="grid gap-0.5">
                          <span className="flex items-center gap-1.5 text-sm font-semibold">
                            <Icon className="size-4 text-primary" aria-hidden="true" />
                            {t(choice.label)}
                          </span>
                          <span className="text-xs text-muted-foreground">{t(choice.hint)}</span>
                        </span>
                      </label>
                    );
                  })}
                </RadioGroup>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" size="lg" disabled={pending}>
          {pending ? <Spinner label={t("Creating account")} /> : null}
          {pending ? t("Creating account...") : t("Create Account")}
        </Button>
      </form>
    </Form>
  );
}
