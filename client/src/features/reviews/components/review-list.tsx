import { MessageSquareQuote, MessagesSquare } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { ReviewItem } from "@shared/reviews";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ShowMore } from "@/components/ui/show-more";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/api-client";
import { Sentence } from "@/lib/bdi";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useTeacherReviews } from "../api/get-teacher-reviews";
import { useHashTarget } from "../lib/use-hash-target";
import { ReplyForm } from "./reply-form";
import { ReviewStars } from "./review-stars";

/** Pages loaded in search of a linked review (#review-{id}) before giving up: an old review is not worth a long wait. */
const MAX_PAGES_FOR_TARGET = 5;

interface ReviewListProps {
  teacherUserId: number;
  teacherName: string;
  /** The viewer is this teacher: reviews without a reply offer the reply form. */
  canReply: boolean;
}

/** Text someone wrote, a paragraph a <p> (a blank line apart), its single line breaks kept. */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== "")
    .map((p, i) => (
      // A comment's paragraphs never move: their place is their identity.
      <p key={i} dir="auto" className="whitespace-pre-line break-words">
        {p}
      </p>
    ));
}

function Review({
  review,
  highlighted,
  teacherName,
  teacherUserId,
  canReply,
}: { review: ReviewItem; highlighted: boolean } & ReviewListProps) {
  const { t } = useTranslation();
  const replyId = useId();
  return (
    <li
      id={`review-${review.id}`}
      // The linked review is focused and scrolled to; the offset keeps it clear of the sticky header.
      tabIndex={highlighted ? -1 : undefined}
      className={cn(
        "scroll-mt-24 grid gap-3 rounded-xl border bg-card p-4 shadow-soft sm:p-5",
        highlighted && "border-primary/40 ring-2 ring-primary/30",
      )}
      aria-label={t("Review by {{name}}", { name: review.reviewerName })}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} />
        <p className="text-xs text-muted-foreground">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </p>
      </div>
      {/* The family's words, quoted under their name (decision 076): whatever they hold, even a line that reads like
          a reply, stays inside the quotation; the teacher's reply is only ever the labelled region below. */}
      <figure className="grid gap-2">
        {review.comment ? (
          // The direction of the family's own first letter: an English comment on an Arabic page reads as written.
          <blockquote dir="auto" className="grid gap-2 border-s-2 border-accent ps-3 text-sm text-foreground">
            <Paragraphs text={review.comment} />
          </blockquote>
        ) : (
          <p className="text-sm italic text-muted-foreground">{t("No comment, just a rating.")}</p>
        )}
        <figcaption className="text-sm text-muted-foreground">
          <bdi className="font-semibold text-foreground">{review.reviewerName}</bdi>
          {review.classTitle ? (
            <>
              {" · "}
              <bdi>{review.classTitle}</bdi>
            </>
          ) : null}
        </figcaption>
      </figure>
      {review.reply ? (
        <section
          aria-labelledby={replyId}
          className="ms-3 grid gap-1.5 rounded-lg border border-primary/20 bg-primary-soft/50 p-3 sm:ms-6"
        >
          <p id={replyId} className="flex items-center gap-1.5 text-sm font-semibold text-primary">
            <MessageSquareQuote className="size-3.5 shrink-0" aria-hidden="true" />
            <span>
              <Sentence i18nKey="Reply from {{name}}" values={{ name: teacherName }} />
            </span>
          </p>
          <div dir="auto" className="grid gap-2 text-sm text-foreground">
            <Paragraphs text={review.reply} />
          </div>
          {review.repliedAt ? (
            <p className="text-xs text-muted-foreground">
              <time dateTime={review.repliedAt}>{formatDate(review.repliedAt)}</time>
            </p>
          ) : null}
        </section>
      ) : canReply ? (
        <ReplyForm reviewId={review.id} reviewerName={review.reviewerName} teacherUserId={teacherUserId} />
      ) : null}
    </li>
  );
}

export function ReviewListSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-3">
      <p role="status" className="sr-only">
        {t("Loading reviews...")}
      </p>
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-32 rounded-xl" />
      ))}
    </div>
  );
}

/** A teacher's reviews, newest first, a page at a time, each with the teacher's reply. */
export function ReviewList(props: ReviewListProps) {
  const { t } = useTranslation();
  const { query, items, total } = useTeacherReviews(props.teacherUserId);
  const target = useHashTarget("review");
  const found = target !== null && items.some((r) => r.id === target);
  const scrolledTo = useRef<number | null>(null);
  const pagesLoaded = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage } = query;

  // A linked review not loaded yet: load the next pages (a few at most) until it turns up.
  useEffect(() => {
    if (target === null || found || !hasNextPage || isFetching || pagesLoaded >= MAX_PAGES_FOR_TARGET) return;
    void fetchNextPage();
  }, [target, found, hasNextPage, isFetching, pagesLoaded, fetchNextPage]);

  // Scroll to it once, when it is on the page.
  useEffect(() => {
    if (target === null || !found || scrolledTo.current === target) return;
    scrolledTo.current = target;
    const element = document.getElementById(`review-${target}`);
    element?.scrollIntoView({ block: "start" });
    element?.focus({ preventScroll: true });
  }, [target, found]);

  if (query.isPending) return <ReviewListSkeleton />;
  // A failed next page keeps the list (ShowMore offers the retry); only a failed first page replaces it.
  if (query.isError && !query.data) {
    return (
      <ErrorState
        message={t("Reviews could not be loaded.")}
        detail={errorText(query.error)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title={t("No reviews yet")}
        description={t("Families review a teacher after a lesson. Their ratings and comments will appear here.")}
      />
    );
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3" aria-label={t("Reviews")}>
        {items.map((review) => (
          <Review key={review.id} review={review} highlighted={review.id === target} {...props} />
        ))}
      </ul>
      <ShowMore
        shown={items.length}
        total={total}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={
          query.isFetchNextPageError
            ? { message: t("More reviews could not be loaded."), detail: errorText(query.error) }
            : null
        }
        onMore={() => void query.fetchNextPage()}
        label={t("Show more")}
      />
    </div>
  );
}
