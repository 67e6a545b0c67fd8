import { Hammer } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** Routes of later parts: the navigation works, the page says what is coming. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <div className="container max-w-3xl py-8 md:py-12">
      <h1 className="font-display text-3xl font-semibold text-foreground">{title}</h1>
      <Card interactive={false} className="mt-6">
        <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
            <Hammer className="size-6" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <p className="font-semibold text-foreground">This part of Halaqa is being prepared.</p>
            <p className="mt-1 text-sm text-muted-foreground">{description}</p>
          </div>
          <Button asChild variant="outline">
            <Link href="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export const ParentDashboardPage = () => (
  <ComingSoon title="Parent Dashboard" description="Add your children's profiles and follow their bookings and progress here." />
);
export const BrowseTeachersPage = () => (
  <ComingSoon title="Browse Teachers" description="Search approved teachers by subject, level and language." />
);
export const BookClassPage = () => (
  <ComingSoon title="Book a Class" description="Choose a time, pick your child and pay securely to confirm the class." />
);
