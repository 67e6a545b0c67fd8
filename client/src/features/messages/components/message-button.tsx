// "Message the teacher" (a parent, on a profile or a booking) and "Message the family" (a teacher, on a booking):
// opens the one conversation with them (POST /api/conversations) and goes to it.
import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { OpenConversationInput } from "@shared/messages";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { useOpenConversation } from "../api/conversations";
import { conversationHref } from "./conversation-list";

type Props = Omit<ButtonProps, "onClick"> & {
  /** Said to screen readers after the label: whose booking it is, when several buttons share a page. */
  context?: string;
};

function MessageButton({ input, label, context, ...props }: Props & { input: OpenConversationInput; label: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const open = useOpenConversation();
  return (
    <Button
      variant="outline"
      size="sm"
      {...props}
      disabled={open.isPending}
      onClick={() =>
        open.mutate(input, {
          onSuccess: (conversation) => navigate(conversationHref(conversation.id)),
          onError: (error) => toast({ title: t("Error"), description: errorText(error), variant: "destructive" }),
        })
      }
    >
      {open.isPending ? <Spinner /> : <MessageSquare aria-hidden="true" />}
      {label}
      {context ? (
        <>
          {" "}
          <span className="sr-only">{context}</span>
        </>
      ) : null}
    </Button>
  );
}

export function MessageTeacherButton({ teacherUserId, ...props }: Props & { teacherUserId: number }) {
  const { t } = useTranslation();
  return <MessageButton input={{ teacherUserId }} label={t("Message the teacher")} {...props} />;
}

export function MessageFamilyButton({ parentUserId, ...props }: Props & { parentUserId: number }) {
  const { t } = useTranslation();
  return <MessageButton input={{ parentUserId }} label={t("Message the family")} {...props} />;
}
