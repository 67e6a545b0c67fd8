import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { z } from "zod";
import type { BookingItem } from "@shared/bookings";
import { bookingMeetingSchema } from "@shared/lessons";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { useSetBookingMeetingUrl } from "../api/meeting";
import { FormServerError, setServerError } from "./form-server-error";

type FormIn = z.input<typeof bookingMeetingSchema>;
type FormOut = z.output<typeof bookingMeetingSchema>;

/** What the field's help says: which link the lesson uses while this one is empty. */
function classLinkHelp(booking: Pick<BookingItem, "meetingUrl" | "lessonMeetingUrl">, t: TFunction): string {
  if (booking.lessonMeetingUrl) return t("Leave it empty to use your class's lesson link again.");
  return booking.meetingUrl
    ? t("Your class's link is in force: {{url}}. Set one here only if this lesson meets elsewhere.", {
        url: booking.meetingUrl,
      })
    : t("Your class has no lesson link yet: set one here for this lesson, or for the class in My Classes.");
}

/**
 * This lesson's own link, over the class's; emptied, the lesson uses the class's link again. The field holds only the
 * lesson's own link (lessonMeetingUrl), so saving never pins the class's link to the lesson.
 */
export function MeetingLinkForm({ booking }: { booking: Pick<BookingItem, "id" | "meetingUrl" | "lessonMeetingUrl"> }) {
  const { t } = useTranslation();
  const save = useSetBookingMeetingUrl();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(bookingMeetingSchema),
    defaultValues: { meetingUrl: booking.lessonMeetingUrl ?? "" },
  });
  const onSubmit = async ({ meetingUrl }: FormOut) => {
    form.clearErrors("root.server");
    try {
      const saved = await save.mutateAsync({ id: booking.id, meetingUrl });
      // The answer carries the lesson's own link (null once cleared); the help follows the reloaded booking.
      const own = saved && saved.lessonMeetingUrl !== undefined ? saved.lessonMeetingUrl : meetingUrl;
      form.reset({ meetingUrl: own ?? "" });
      toast({
        title: t("Lesson link saved"),
        description: meetingUrl
          ? t("The family sees it from 15 minutes before the lesson.")
          : t("This lesson uses your class's link."),
      });
    } catch (error) {
      setServerError(form.setError, error, ["meetingUrl"]);
    }
  };
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        className="grid gap-3"
        noValidate
        aria-label={t("Lesson link for this booking")}
      >
        <FormField
          control={form.control}
          name="meetingUrl"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Link for this lesson")}</FormLabel>
              <div className="flex flex-col gap-2 sm:flex-row">
                <FormControl>
                  <Input
                    {...field}
                    value={field.value ?? ""}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="https://zoom.us/j/123"
                  />
                </FormControl>
                <Button type="submit" variant="outline" disabled={save.isPending} className="sm:w-auto">
                  {save.isPending ? <Spinner /> : null}
                  {save.isPending ? t("Saving...") : t("Save link")}
                </Button>
              </div>
              <FormDescription className="break-words">{classLinkHelp(booking, t)}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormServerError
          title={t("The link could not be saved")}
          message={form.formState.errors.root?.server?.message}
        />
      </form>
    </Form>
  );
}
