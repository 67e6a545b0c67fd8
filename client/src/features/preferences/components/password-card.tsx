import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { changePasswordFormSchema, type ChangePasswordFormInput } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/form-errors";
import { useResetCalendarFeed } from "@/features/calendar";
import { useChangePassword } from "../api/change-password";

const empty: ChangePasswordFormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change password: the current one, the new one twice. Other sessions end; the calendar feed's secret is not a session,
 * so the card then offers to reset it (issue 31).
 */
export function PasswordCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const resetFeed = useResetCalendarFeed();
  const [offerFeedReset, setOfferFeedReset] = useState(false);
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const submit = ({ currentPassword, newPassword }: ChangePasswordFormInput) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(empty);
          setOfferFeedReset(true);
        },
        onError: (error) => showServerFieldErrors(error, form.setError, ["currentPassword", "newPassword"]),
      },
    );
  const resetCalendarLink = () =>
    resetFeed.mutate(undefined, {
      onSuccess: () => {
        setOfferFeedReset(false);
        toast({
          title: t("Calendar link reset"),
          description: t("Subscribe again with the new link in your calendar app."),
        });
      },
      onError: (error) =>
        toast({ title: t("Failed to reset the link"), description: errorText(error), variant: "destructive" }),
    });
  return (
    <Card interactive={false}>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(submit)} noValidate aria-labelledby="password-card-title">
          <CardHeader>
            <CardTitle as="h2" id="password-card-title" className="flex items-center gap-2 text-lg">
              <KeyRound className="size-5 text-primary" aria-hidden="true" />
              {t("Change password")}
            </CardTitle>
            <CardDescription>
              {t("You will stay signed in here; your other devices will be signed out.")}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:max-w-sm">
            {/* Tells a password manager which account's password this is. */}
            <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
            <TextField
              control={form.control}
              name="currentPassword"
              label={t("Current password")}
              type="password"
              autoComplete="current-password"
            />
            <TextField
              control={form.control}
              name="newPassword"
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
            {offerFeedReset ? (
              <div role="status" className="space-y-3 rounded-md border border-border bg-muted/40 p-3 text-sm">
                <p>
                  {t(
                    "Your calendar link still works. If someone else may have seen it, reset it too: the old link then stops working.",
                  )}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={resetCalendarLink}
                    disabled={resetFeed.isPending}
                  >
                    {resetFeed.isPending ? t("Resetting...") : t("Reset calendar link")}
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setOfferFeedReset(false)}>
                    {t("Not now")}
                  </Button>
                </div>
              </div>
            ) : null}
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? <Spinner /> : null}
              {change.isPending ? t("Saving...") : t("Change Password")}
            </Button>
          </CardFooter>
        </form>
      </Form>
    </Card>
  );
}
