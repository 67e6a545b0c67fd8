import { zodResolver } from "@hookform/resolvers/zod";
import { GraduationCap, Users } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { registerSchema } from "@shared/auth";
import { SIGNUP_ROLES } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

type FormIn = z.input<typeof registerSchema>;
type FormOut = z.output<typeof registerSchema>;

const ROLE_CHOICES: Record<(typeof SIGNUP_ROLES)[number], { label: string; hint: string; icon: typeof Users }> = {
  parent: { label: "Parent", hint: "Find teachers and book classes for my children", icon: Users },
  teacher: { label: "Teacher", hint: "Apply to teach and offer classes", icon: GraduationCap },
};

export function SignUpForm({ onSubmit, pending }: { onSubmit: (values: FormOut) => void; pending: boolean }) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: "", lastName: "", username: "", email: "", password: "", role: "parent" },
  });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate aria-label="Sign up">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="firstName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>First name</FormLabel>
                <FormControl>
                  <Input autoComplete="given-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="lastName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Last name</FormLabel>
                <FormControl>
                  <Input autoComplete="family-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="username"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Username</FormLabel>
              <FormControl>
                <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Password</FormLabel>
              <FormControl>
                <Input type="password" autoComplete="new-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="role"
          render={({ field }) => (
            <FormItem>
              <FormLabel>I am joining as</FormLabel>
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
                            {choice.label}
                          </span>
                          <span className="text-xs text-muted-foreground">{choice.hint}</span>
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
          {pending ? <Spinner label="Creating account" /> : null}
          {pending ? "Creating account..." : "Create Account"}
        </Button>
      </form>
    </Form>
  );
}
