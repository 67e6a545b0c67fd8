import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";

/** An interview's video call: the link itself, left to right whatever the page's direction, wrapped when long. */
export function MeetingLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    // Wrapping: a link too long for the line goes under its label, not beside it in a narrow column.
    <p className="mt-1 flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm">
      <span className="flex items-center gap-1.5 whitespace-nowrap text-muted-foreground">
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        {t("Meeting link:")}
      </span>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        dir="ltr"
        className="min-w-0 break-all font-medium text-primary underline-offset-4 hover:underline"
      >
        {href}
      </a>
    </p>
  );
}
