import { ArrowRight, CalendarDays, Compass, Search, ShieldCheck, TrendingUp, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { LIMITS } from "@shared/constants";
import type { StudentItem } from "@shared/students";
import { effectiveRole, type PublicUser } from "@shared/users";
import { PatternedPage } from "@/components/layout/patterned-page";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ScrollingTabsList, Tabs, TabsContent, type TabItem } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth/api/get-user";
import { SwitchRoleCard } from "@/features/auth/components/switch-role-card";
import { ParentBookings } from "@/features/bookings/components/parent-bookings";
import { viewerTimeZone } from "@/lib/format";
import { ParentFigureCards } from "@/features/dashboard/components/parent-figures";
import { StudentFormDialog } from "@/features/students/components/student-form-dialog";
import { StudentsList } from "@/features/students/components/students-list";

type Tab = "children" | "bookings" | "progress" | "teachers";

const TABS: TabItem<Tab>[] = [
  { value: "children", label: "My Children", icon: Users },
  { value: "bookings", label: "Bookings", icon: CalendarDays },
  { value: "progress", label: "Progress", icon: TrendingUp },
  { value: "teachers", label: "Find Teachers", icon: Search },
];

function PageHeader() {
  return (
    <header>
      <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">Parent Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Manage your children's profiles, bookings and progress.</p>
    </header>
  );
}

function BrowseTeachersButton({ variant = "outline" }: { variant?: "outline" | "default" }) {
  return (
    <Button asChild variant={variant}>
      <Link href="/browse-teachers">
        <Search aria-hidden="true" />
        Browse Teachers
      </Link>
    </Button>
  );
}

/** Someone without the parent role: this page has nothing of theirs to show. */
function NotAParentNotice() {
  return (
    <Card interactive={false}>
      <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 className="font-semibold text-foreground">This dashboard is for parents</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Your account does not have the parent role, so there are no children or bookings to show here.
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href="/">Go to Home</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function FindTeachersCard() {
  return (
    <Card interactive={false} className="overflow-hidden">
      <div className="bg-star-pattern h-2 bg-accent-soft" aria-hidden="true" />
      <CardContent className="flex flex-col items-start gap-5 p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
          <Compass className="size-7" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 className="font-display text-2xl font-semibold text-foreground">Find a Teacher</h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Every teacher on Halaqa has passed an ID check, a police check and an interview with our team. Search by subject
            and level, then book a class for your child.
          </p>
          <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-primary">
            <ShieldCheck className="size-4" aria-hidden="true" />
            Only approved teachers are listed
          </p>
        </div>
        <Button asChild size="lg">
          <Link href="/browse-teachers">
            Browse Teachers
            <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ParentDashboard({ user }: { user: PublicUser }) {
  const [tab, setTab] = useState<Tab>("children");
  const [dialog, setDialog] = useState<{ open: boolean; student: StudentItem | null }>({ open: false, student: null });
  const openAdd = () => setDialog({ open: true, student: null });
  const openEdit = (student: StudentItem) => setDialog({ open: true, student });
  const zone = viewerTimeZone().replaceAll("_", " ");

  return (
    <>
      <section aria-label="Your figures">
        <ParentFigureCards />
      </section>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="gap-6">
        <ScrollingTabsList tabs={TABS} label="Dashboard sections" />
        <TabsContent value="children" className="space-y-10">
          <StudentsList onAdd={openAdd} onEdit={openEdit} />
          <section aria-labelledby="recent-bookings-heading" className="space-y-3">
            <div className="flex items-end justify-between gap-3">
              <h2 id="recent-bookings-heading" className="font-display text-xl font-semibold text-foreground">
                Recent Bookings
              </h2>
              <Button variant="link" onClick={() => setTab("bookings")}>
                View all{" "}
                <span className="sr-only">bookings</span>
                <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
              </Button>
            </div>
            <ParentBookings limit={LIMITS.recentBookings} caption="Your most recent bookings" emptyAction={<BrowseTeachersButton />} />
          </section>
        </TabsContent>
        <TabsContent value="bookings">
          <section aria-labelledby="bookings-heading" className="space-y-4">
            <div>
              <h2 id="bookings-heading" className="font-display text-xl font-semibold text-foreground">
                Bookings
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Times are shown in your time zone ({zone}). A booking waiting for payment can be paid from here.
              </p>
            </div>
            <ParentBookings emptyAction={<BrowseTeachersButton />} />
          </section>
        </TabsContent>
        <TabsContent value="progress">
          <section aria-labelledby="progress-heading" className="space-y-4">
            <h2 id="progress-heading" className="font-display text-xl font-semibold text-foreground">
              Progress
            </h2>
            <EmptyState
              icon={TrendingUp}
              title="No progress reports yet"
              description="Progress reports from teachers will appear here after completed lessons: what your child covered, homework and the next topics."
              action={
                <Button variant="outline" onClick={() => setTab("bookings")}>
                  View Bookings
                </Button>
              }
            />
          </section>
        </TabsContent>
        <TabsContent value="teachers">
          <FindTeachersCard />
        </TabsContent>
      </Tabs>
      <StudentFormDialog
        open={dialog.open}
        student={dialog.student}
        userId={user.id}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </>
  );
}

/** /parent/dashboard (spec §2): children, bookings with payment, progress and the way to find a teacher. */
export default function ParentDashboardPage() {
  const { user } = useAuth();
  if (!user) return <LoadingScreen />;
  let body;
  if (!user.roles.includes("parent")) body = <NotAParentNotice />;
  else if (effectiveRole(user) !== "parent") body = <SwitchRoleCard user={user} role="parent" what="children, bookings and figures" />;
  else body = <ParentDashboard user={user} />;
  return (
    <PatternedPage>
      <PageHeader />
      {body}
    </PatternedPage>
  );
}
