import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquareReply } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import type { z } from "zod";
import { reviewReplySchema } from "@shared/reviews";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/form-errors";
import { useReplyToReview } from "../api/reply-to-review";

type ReplyInput = z.input<typeof reviewReplySchema>;

/** The reviewed teacher's one reply: a 'Reply' button that opens a small form under the review. */
export function ReplyForm({
  reviewId,
  reviewerName,
  teacherUserId,
}: {
  reviewId: number;
  reviewerName: string;
  teacherUserId: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const reply = useReplyToReview(teacherUserId);
  const form = useForm<ReplyInput>({ resolver: zodResolver(reviewReplySchema), defaultValues: { reply: "" } });

  if (!open) {
    return (
      <Button variant="outline" size="sm" className="w-fit" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden="true" />
        <Trans
          i18nKey="Reply <sr>to {{name}}</sr>"
          values={{ name: reviewerName }}
          components={{ sr: <span className="sr-only" /> }}
        />
      </Button>
    );
  }

  const submit = (values: ReplyInput) =>
    reply.mutate(
      { reviewId, reply: values.reply },
      {
        onSuccess: () =>
          toast({
            title: t("Reply posted"),
            description: t("Families reading your reviews will see it under the review."),
          }),
        onError: (error) => {
          showServerFieldErrors(error, form.setError, ["reply"]);
          toast({ title: t("Your reply could not be posted"), description: errorText(error), variant: "destructive" });
        },
      },
    );

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(submit)}
        noValidate
        className="grid gap-3"
        aria-label={t("Reply to {{name}}", { name: reviewerName })}
      >
        <FormField
          control={form.control}
          name="reply"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Your reply")}</FormLabel>
              <FormControl>
                <Textarea rows={3} autoFocus {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)} disabled={reply.isPending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" size="sm" disabled={reply.isPending}>
            {reply.isPending ? <Spinner /> : null}
            {reply.isPending ? t("Posting...") : t("Post Reply")}
          </Button>
        </div>
      </form>
    </Form>
  );
}
