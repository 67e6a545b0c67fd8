import { CalendarSync, Copy } from "lucide-react";
import { useState } from "react";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { errorText } from "@/lib/api-client";
import { useCalendarFeed, useResetCalendarFeed } from "@/features/calendar";

/** Whose lessons the feed lists, in the user's own words: a user may teach and be a parent. */
function whatItLists(roles: PublicUser["roles"]): string {
  const teaches = roles.includes("teacher");
  const parent = roles.includes("parent");
  if (teaches && parent) return "the lessons you teach and your children's lessons";
  if (teaches) return "the lessons you teach";
  return "your children's lessons";
}

/**
 * The private address of the user's lessons (GET /api/calendar/feed-url) that Google Calendar and Apple Calendar
 * subscribe to, and its reset: the address is the only key, so a leaked one is replaced, not guarded.
 */
export function CalendarFeedCard({ user }: { user: PublicUser }) {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "Paste it into your calendar app to subscribe." });
    } catch {
      toast({ title: "Could not copy the link", description: "Select the address and copy it instead.", variant: "destructive" });
    }
  };

  const resetLink = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: "Calendar link reset", description: "Subscribe again with the new link in your calendar app." });
      },
      onError: (error) => toast({ title: "Failed to reset the link", description: errorText(error), variant: "destructive" }),
    });

  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <CalendarSync className="size-5 text-primary" aria-hidden="true" />
          Calendar feed
        </CardTitle>
        <CardDescription>
          Google Calendar and Apple Calendar can subscribe to this private link. It lists {whatItLists(user.roles)}, and your
          calendar keeps it up to date when a lesson is booked, moved or cancelled.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="calendar-feed-url">Your calendar link</Label>
        {feed.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : feed.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <p role="alert">Your calendar link could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => feed.refetch()}>
              Try again
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
              Copy
            </Button>
          </div>
        )}
        <p id="calendar-feed-hint" className="text-xs text-muted-foreground">
          In Google Calendar: Other calendars, then From URL. In Apple Calendar: File, then New Calendar Subscription. Anyone
          with this link can see your lessons: keep it to yourself.
        </p>
      </CardContent>
      <CardFooter className="justify-end">
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <DialogTrigger asChild>
            <Button variant="ghost" disabled={!url}>
              Reset link
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Reset your calendar link?</DialogTitle>
              <DialogDescription>
                The old link stops working: calendars subscribed to it no longer get your lessons. You will need to subscribe
                again with the new link.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Keep link
              </Button>
              <Button variant="destructive" onClick={resetLink} disabled={reset.isPending}>
                {reset.isPending ? "Resetting..." : "Reset link"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardFooter>
    </Card>
  );
}
