// A thread's messages as bubbles, the day written above each day's first, mine on the end side; the child a message
// is about named on it ("About Zayd").
import { useTranslation } from "react-i18next";
import type { MessageItem } from "@shared/messages";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { messageTime } from "../lib/message-time";

interface Props {
  messages: MessageItem[];
  /** Whose messages are "mine" (on the end side); null for an admin reading a report. */
  userId: number | null;
  /** The senders' names, for a reader who is neither of them (an admin). */
  names?: Record<number, string>;
}

const dayOf = (iso: string) => new Date(iso).toDateString();

export function MessageList({ messages, userId, names }: Props) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-2" aria-label={t("Messages")}>
      {messages.map((m, i) => {
        const mine = m.senderUserId === userId;
        const newDay = i === 0 || dayOf(messages[i - 1]!.createdAt) !== dayOf(m.createdAt);
        const sender = names?.[m.senderUserId];
        return (
          <li key={m.id} className="grid gap-2">
            {newDay ? (
              <p className="my-2 text-center text-xs font-medium text-muted-foreground">
                <time dateTime={m.createdAt}>{formatDate(m.createdAt)}</time>
              </p>
            ) : null}
            <div
              className={cn(
                "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm shadow-soft sm:max-w-[75%]",
                mine ? "ms-auto rounded-ee-sm bg-primary text-primary-foreground" : "me-auto rounded-es-sm bg-muted",
              )}
            >
              {sender ? <p className="mb-0.5 text-xs font-semibold">{sender}</p> : null}
              {!sender ? <span className="sr-only">{mine ? t("You:") : t("Them:")} </span> : null}
              {m.student ? (
                <p className={cn("mb-0.5 text-xs font-medium", mine ? "opacity-90" : "text-primary")}>
                  {t("About {{child}}", { child: m.student.firstName })}
                </p>
              ) : null}
              <p dir="auto" className="whitespace-pre-wrap break-words">
                {m.body}
              </p>
              <p className={cn("mt-1 text-end text-[0.6875rem]", mine ? "opacity-80" : "text-muted-foreground")}>
                <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
