// One email for several events of a kind to one recipient (issue 31): a correction that re-awards 29 badges, or a
// sweep that releases 500 unpaid bookings, writes one letter each; the bell keeps every event.
import type { Resolved } from "./events";
import { letter } from "./letter";
import type { LessonOf } from "./lesson-text";
import { expiredText } from "./queue-templates";
import { badgeIn } from "./report-templates";
import type { EmailText } from "./templates";
import { say } from "./words";

export type BadgeEvent = Resolved & { kind: "badge_earned" | "badge_withdrawn" };
export type ReleasedEvent = LessonOf<"booking_expired">;

/** The kinds gathered into one email per recipient, and the name of their letter. */
export const DIGEST_OF = { badge_earned: "badges", badge_withdrawn: "badges", booking_expired: "released" } as const;
export type DigestKind = keyof typeof DIGEST_OF;

export function badgesDigest(events: BadgeEvent[]): EmailText {
  const first = events[0];
  const lang = first.to.language;
  const lines = events.map((e) =>
    e.kind === "badge_earned"
      ? say(lang, "{{student}} earned a badge: {{badge}}.", { student: e.studentName, badge: badgeIn(e, lang) })
      : say(
          lang,
          "{{student}}'s badge \"{{badge}}\" was withdrawn: the teacher corrected the lesson's record, which no longer earns it. Its certificate no longer verifies.",
          { student: e.studentName, badge: badgeIn(e, lang) },
        ),
  );
  return {
    subject: say(lang, "Changes to {{student}}'s badges on Halaqa", { student: first.studentName }),
    text: letter(first.to, lines.join("\n\n")),
  };
}

export function releasedDigest(events: ReleasedEvent[]): EmailText {
  const lang = events[0].to.language;
  return {
    subject: say(lang, "Your unpaid Halaqa bookings were released"),
    text: letter(
      events[0].to,
      `${events.map((e) => expiredText(e, lang)).join("\n\n")}\n\n${say(lang, "You can book again on Halaqa at any time.")}`,
    ),
  };
}
