import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { BookingItem } from "@shared/bookings";
import { LESSON_RULES, TEXT_MAX } from "@shared/constants";
import { isHeldAttendance } from "@shared/lessons";
import { createReviewSchema, type CreateReviewInput } from "@shared/reviews";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, useFormField } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { ApiError, errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { showServerFieldErrors } from "@/lib/form-errors";
import { useCreateReview } from "../api/create-review";
import { WriteReviewStars } from "./write-review-stars";

export type ReviewedBooking = Pick<BookingItem, "id" | "teacherId" | "teacherName" | "studentName" | "classTitle">;

/**
 * 'Write a review' on a booking: when the server asks for one (reviewDue), and also after the parent dismissed the
 * dashboard's request, while the lesson is held, unreviewed and within the window (the server decides; 409 otherwise).
 */
export function canReview(
  b: Pick<BookingItem, "reviewDue" | "reviewId" | "attendance" | "endsAt">,
  now = Date.now(),
): boolean {
  if (b.reviewDue) return true;
  return (
    isHeldAttendance(b.attendance) &&
    b.reviewId === null &&
    now - Date.parse(b.endsAt) <= LESSON_RULES.reviewWindowDays * 86_400_000
  );
}

type FormIn = CreateReviewInput;
type FormOut = z.output<typeof createReviewSchema>;

/** The stars inside a FormField: the field's ids reach the fieldset, so its message is read with it. */
function RatingControl(props: Omit<ComponentProps<typeof WriteReviewStars>, "invalid" | "describedBy" | "legend">) {
  const { t } = useTranslation();
  const { error, formMessageId } = useFormField();
  return (
    <WriteReviewStars
      {...props}
      legend={t("Your rating")}
      invalid={!!error}
      describedBy={error ? formMessageId : undefined}
    />
  );
}

function WriteReviewForm({ booking, onDone }: { booking: ReviewedBooking; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateReview();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(createReviewSchema),
    defaultValues: { bookingId: booking.id, comment: "" },
  });
  const comment = form.watch("comment") ?? "";

  const onSubmit = async ({ bookingId, rating, comment }: FormOut) => {
    setFailure(null);
    const text = comment?.trim();
    try {
      await create.mutateAsync({
        input: { bookingId, rating, ...(text ? { comment: text } : {}) },
        teacherId: booking.teacherId,
      });
      toast({
        title: t("Thank you for your review"),
        description: (
          <Sentence i18nKey="{{teacher}} will see it on their profile." values={{ teacher: booking.teacherName }} />
        ),
      });
      onDone();
    } catch (error) {
      showServerFieldErrors(error, form.setError, ["rating", "comment"]);
      // 409 (already reviewed, too late, not held) and 404 carry a sentence worth showing as it is.
      const known = error instanceof ApiError && [400, 404, 409].includes(error.status);
      setFailure(known ? errorText(error) : t("Your review could not be sent. Please try again."));
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5" noValidate aria-label={t("Write a review")}>
        {failure ? (
          <Alert variant="destructive" title={t("Review not sent")} role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormField
          control={form.control}
          name="rating"
          render={({ field }) => (
            <FormItem>
              <RatingControl
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="comment"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("Comment (optional)")}</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  value={field.value ?? ""}
                  rows={4}
                  maxLength={TEXT_MAX.comment}
                  placeholder={t("What went well? Anything other families should know?")}
                />
              </FormControl>
              <p className="text-end text-xs tabular-nums text-muted-foreground" aria-live="off">
                {comment.length}/{TEXT_MAX.comment}
              </p>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={create.isPending}>
              {t("Cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            {create.isPending ? t("Sending...") : t("Submit Review")}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}

/** The parent's review of one held lesson: 1–5 stars and an optional comment (POST /api/reviews). */
export function WriteReviewDialog({
  booking: current,
  onClose,
}: {
  booking: ReviewedBooking | null;
  onClose: () => void;
}) {
  // The last booking stays on screen while the dialog fades out.
  const { t } = useTranslation();
  const [booking, setBooking] = useState(current);
  if (current && current !== booking) setBooking(current);
  return (
    <Dialog open={current !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Write a review")}</DialogTitle>
          <DialogDescription>
            {booking ? (
              <>
                <Sentence
                  i18nKey="How was {{student}}'s lesson with {{teacher}}?"
                  values={{ student: booking.studentName, teacher: booking.teacherName }}
                />{" "}
                <span className="block">
                  <Sentence
                    i18nKey="{{classTitle}}. Your review helps other families choose a teacher."
                    values={{ classTitle: booking.classTitle }}
                  />
                </span>
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh for each booking, so a half-written review never moves to another lesson. */}
        {booking ? <WriteReviewForm key={booking.id} booking={booking} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
