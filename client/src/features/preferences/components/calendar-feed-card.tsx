import { CalendarSync, Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { i18n } from "@/lib/i18n";
import { useCalendarFeed, useResetCalendarFeed } from "@/features/calendar";

/** Whose lessons the feed lists, in the user's own words (a user may teach and be a parent): a whole sentence each. */
function whatItLists(roles: PublicUser["roles"]): string {
  const teaches = roles.includes("teacher");
  const parent = roles.includes("parent");
  if (teaches && parent) {
    return i18n.t(
      "It lists the lessons you teach and your children's lessons, and your calendar keeps it up to date when a lesson is booked, moved or cancelled.",
    );
  }
  if (teaches) {
    return i18n.t(
      "It lists the lessons you teach, and your calendar keeps it up to date when a lesson is booked, moved or cancelled.",
    );
  }
  return i18n.t(
    "It lists your children's lessons, and your calendar keeps it up to date when a lesson is booked, moved or cancelled.",
  );
}

/**
 * The private address of the user's lessons (GET /api/calendar/feed-url) that Google Calendar and Apple Calendar
 * subscribe to, and its reset: the address is the only key, so a leaked one is replaced, not guarded.
 */
export function CalendarFeedCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("Link copied"), description: t("Paste it into your calendar app to subscribe.") });
    } catch {
      toast({
        title: t("Could not copy the link"),
        description: t("Select the address and copy it instead."),
        variant: "destructive",
      });
    }
  };

  const resetLink = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t("Calendar link reset"),
          description: t("Subscribe again with the new link in your calendar app."),
        });
      },
      onError: (error) =>
        toast({ title: t("Failed to reset the link"), description: errorText(error), variant: "destructive" }),
    });

  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <CalendarSync className="size-5 text-primary" aria-hidden="true" />
          {t("Calendar feed")}
        </CardTitle>
        <CardDescription>
          {t("Google Calendar and Apple Calendar can subscribe to this private link.")} {whatItLists(user.roles)}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="calendar-feed-url">{t("Your calendar link")}</Label>
        {feed.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : feed.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <p role="alert">{t("Your calendar link could not be loaded.")}</p>
            <Button variant="outline" size="sm" onClick={() => feed.refetch()}>
              {t("Try again")}
            </Button>
          </div>
        ) : (
          <div className="flex gap-2">
            <Input
              id="calendar-feed-url"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              aria-describedby="calendar-feed-hint"
              className="font-mono text-xs sm:text-xs"
            />
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden="true" />
              {t("Copy")}
            </Button>
          </div>
        )}
        <p id="calendar-feed-hint" className="text-xs text-muted-foreground">
          {t(
            "In Google Calendar: Other calendars, then From URL. In Apple Calendar: File, then New Calendar Subscription. Anyone with this link can see your lessons: keep it to yourself.",
          )}
        </p>
      </CardContent>
      <CardFooter className="justify-end">
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <DialogTrigger asChild>
            <Button variant="ghost" disabled={!url}>
              {t("Reset link")}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t("Reset your calendar link?")}</DialogTitle>
              <DialogDescription>
                {t(
                  "The old link stops working: calendars subscribed to it no longer get your lessons. You will need to subscribe again with the new link.",
                )}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                {t("Keep link")}
              </Button>
              <Button variant="destructive" onClick={resetLink} disabled={reset.isPending}>
                {reset.isPending ? t("Resetting...") : t("Reset link")}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardFooter>
    </Card>
  );
}
