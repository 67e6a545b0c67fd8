// The contact page's form (issue 32): name, email, topic and message, a signed-in user's name and address filled in;
// once sent, the server's confirmation replaces it.
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPICS,
  contactSchema,
  type ContactInput,
  type ContactMessage,
  type ContactTopic,
} from "@shared/contact";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { errorText } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/form-errors";
import { useHydrated } from "@/lib/use-hydrated";
import { useSendContact } from "../api/send-contact";

/** Each topic in the reader's language (literal keys, so the locales test finds them). */
function useTopicLabels(): Record<ContactTopic, string> {
  const { t } = useTranslation();
  return {
    booking: t("A booking or a lesson"),
    payment: t("A payment or a refund"),
    teaching: t("Teaching on Halaqa"),
    safeguarding: t("A safeguarding concern"),
    account: t("My account"),
    privacy: t("My data and privacy"),
    other: t("Something else"),
  };
}

export function ContactForm({ name = "", email = "" }: { name?: string; email?: string }) {
  const { t } = useTranslation();
  const labels = useTopicLabels();
  const send = useSendContact();
  const hydrated = useHydrated();
  const form = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name, email, topic: undefined, message: "" },
  });
  const submit = (values: ContactMessage) =>
    send.mutate(values, {
      onError: (error) => showServerFieldErrors(error, form.setError, ["name", "email", "topic", "message"]),
    });

  if (send.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert variant="success" title={t("Message sent")} role="status">
          <p>{t(send.data.message)}</p>
        </Alert>
        <Button
          variant="outline"
          onClick={() => {
            form.reset({ name, email, topic: undefined, message: "" });
            send.reset();
          }}
        >
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {t("Send another message")}
        </Button>
      </div>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t("Contact us")}>
        {/* Drawn at build time: until the page's code runs, a message typed or sent would be lost (a native submit). */}
        <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="name" label={t("Your name")} autoComplete="name" />
            <TextField
              control={form.control}
              name="email"
              label={t("Your email")}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          </div>
          <FormField
            control={form.control}
            name="topic"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t("Topic")}</FormLabel>
                <FormControl>
                  <NativeSelect {...field} value={field.value ?? ""}>
                    <option value="" disabled>
                      {t("Choose a topic")}
                    </option>
                    {CONTACT_TOPICS.map((topic) => (
                      <option key={topic} value={topic}>
                        {labels[topic]}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="message"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t("Message")}</FormLabel>
                <FormControl>
                  <Textarea {...field} rows={7} maxLength={CONTACT_MESSAGE_MAX} dir="auto" />
                </FormControl>
                <FormDescription>
                  {t("At most {{max}} characters. Please do not send documents or card details here.", {
                    max: CONTACT_MESSAGE_MAX,
                  })}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          {send.isError ? (
            <Alert variant="destructive" title={t("Your message could not be sent")} role="alert">
              <p>{errorText(send.error)}</p>
            </Alert>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
              {send.isPending ? <Spinner /> : null}
              {send.isPending ? t("Sending...") : t("Send Message")}
            </Button>
          </div>
        </fieldset>
      </form>
    </Form>
  );
}
