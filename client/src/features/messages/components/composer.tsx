// The thread's composer: the text (2,000 at most, counted), the child it is about (a parent), and Send. Contact
// details are found as the user types and block Send with the reason; the server's refusals show in the same place.
import { Send } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { contactReason, findContactDetails } from "@shared/contact-details";
import { MESSAGE_MAX } from "@shared/messages";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useStudents } from "@/features/students";
import { ApiError, errorText } from "@/lib/api-client";
import { translateServerMessage } from "@/lib/i18n";
import { useSendMessage } from "../api/thread";

const siteHosts = () => (typeof window === "undefined" ? [] : [window.location.host, window.location.hostname]);

/** A 429 the server answered without its own words (a proxy's, or the limiter's plain text). */
const plainRateLimit = (error: unknown) =>
  error instanceof ApiError && error.status === 429 && !/^\s*\{/.test(error.bodyText);

export function Composer({
  conversationId,
  userId,
  isParent,
}: {
  conversationId: number;
  userId: number;
  isParent: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState("");
  const [studentId, setStudentId] = useState("");
  const send = useSendMessage(conversationId, userId);
  const students = useStudents(isParent);
  const found = body.trim() ? findContactDetails(body, { siteHosts: siteHosts() }) : null;
  const serverError = !send.isError
    ? null
    : plainRateLimit(send.error)
      ? t("You are sending messages too quickly. Please wait a minute and try again.")
      : errorText(send.error);
  const problem = found ? translateServerMessage(contactReason(found.kind)) : serverError;
  const empty = body.trim() === "";
  const disabled = empty || found !== null || send.isPending || body.length > MESSAGE_MAX;

  const submit = () => {
    if (disabled) return;
    send.mutate(
      { body: body.trim(), ...(studentId ? { studentId: Number(studentId) } : {}) },
      { onSuccess: () => setBody("") },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; an IME's Enter chooses a word.
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  };

  return (
    <form
      className="grid gap-2 border-t bg-card p-3 sm:p-4"
      aria-label={t("Write a message")}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {isParent && (students.data?.length ?? 0) > 0 ? (
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-child`} className="shrink-0 text-sm">
            {t("Which child is it about?")}
          </Label>
          <NativeSelect
            id={`${id}-child`}
            className="max-w-56"
            value={studentId}
            onChange={(e) => setStudentId(e.target.value)}
          >
            <option value="">{t("No particular child")}</option>
            {students.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <Label htmlFor={`${id}-body`} className="sr-only">
        {t("Message")}
      </Label>
      <Textarea
        id={`${id}-body`}
        rows={2}
        maxLength={MESSAGE_MAX}
        value={body}
        placeholder={t("Write a message")}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-problem ${id}-count`}
        onChange={(e) => {
          setBody(e.target.value);
          if (send.isError) send.reset();
        }}
        onKeyDown={onKeyDown}
      />
      <div className="flex items-start gap-3">
        <p id={`${id}-problem`} role="alert" aria-live="polite" className="min-w-0 flex-1 text-sm text-destructive">
          {problem}
        </p>
        <span id={`${id}-count`} className="shrink-0 text-xs tabular-nums text-muted-foreground">
          {t("{{used}}/{{max}} characters", { used: body.length, max: MESSAGE_MAX })}
        </span>
        <Button type="submit" size="sm" disabled={disabled} className="shrink-0">
          {send.isPending ? <Spinner /> : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
          {send.isPending ? t("Sending...") : t("Send")}
        </Button>
      </div>
    </form>
  );
}
