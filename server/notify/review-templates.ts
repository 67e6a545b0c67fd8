// The words of a teacher's reviews (issue 16): a review written, and the teacher's reply (in-app only). Each opens
// the review on the teacher's page.
import { lessonLinks } from "@shared/links";
import { letter } from "./letter";
import type { LessonOf } from "./lesson-text";
import type { EmailText, InAppText } from "./templates";
import { say } from "./words";

type ReviewEvent = LessonOf<"review_written" | "review_replied">;

/** The in-app notification of a review's event, in its recipient's language. */
export function reviewInAppText(e: ReviewEvent): InAppText {
  const lang = e.to.language;
  switch (e.kind) {
    case "review_written":
      return {
        type: "review",
        title: say(lang, "New review"),
        message: e.classTitle
          ? say(lang, '{{reviewer}} rated "{{title}}" {{rating}} out of 5.', {
              reviewer: e.reviewerName,
              title: e.classTitle,
              rating: e.rating,
            })
          : say(lang, "{{reviewer}} rated your lesson {{rating}} out of 5.", {
              reviewer: e.reviewerName,
              rating: e.rating,
            }),
        data: { reviewId: e.reviewId, teacherId: e.teacherId, link: lessonLinks.review(e.teacherId, e.reviewId) },
      };
    case "review_replied":
      return {
        type: "review",
        title: say(lang, "Your review was answered"),
        message: say(lang, "{{teacher}} replied to your review.", { teacher: e.teacherName }),
        data: { reviewId: e.reviewId, teacherId: e.teacherId, link: lessonLinks.review(e.teacherId, e.reviewId) },
      };
  }
}

/** The email of a review's event, in its recipient's language; none for a reply. */
export function reviewEmailText(e: ReviewEvent): EmailText | null {
  const lang = e.to.language;
  switch (e.kind) {
    case "review_written":
      return {
        subject: say(lang, "You have a new Halaqa review"),
        text: letter(
          e.to,
          say(lang, "{{reviewer}} rated your lesson {{rating}} out of 5.", {
            reviewer: e.reviewerName,
            rating: e.rating,
          }),
        ),
      };
    case "review_replied":
      return null;
  }
}
