import {
  ArrowRight,
  BookOpenCheck,
  CalendarDays,
  Compass,
  MessageSquareHeart,
  Repeat,
  Search,
  ShieldCheck,
  TrendingUp,
  Users,
} from "lucide-react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { BookingItem } from "@shared/bookings";
import { LIMITS } from "@shared/constants";
import type { StudentItem } from "@shared/students";
import { effectiveRole, type PublicUser } from "@shared/users";
import { PatternedPage } from "@/components/layout/patterned-page";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DashboardTabsList, Tabs, TabsContent, type TabItem } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth/api/get-user";
import { SwitchRoleCard } from "@/features/auth/components/switch-role-card";
import { useBookingPages } from "@/features/bookings/api/get-bookings";
import { ParentBookings, type LessonActions } from "@/features/bookings/components/parent-bookings";
import { viewerTimeZone } from "@/lib/format";
import { ParentFigureCards } from "@/features/dashboard/components/parent-figures";
import { AfterTrialCards } from "@/features/lessons";
import { JoinLessonButton } from "@/features/lessons/components/join-lesson-button";
import { MessageTeacherButton } from "@/features/messages";
import { ProgressTab, ReportDialog } from "@/features/progress";
import { canReview, WriteReviewDialog } from "@/features/reviews/components/write-review-dialog";
import { WriteReviewRequests } from "@/features/reviews/components/write-review-request";
import { StudentFormDialog } from "@/features/students/components/student-form-dialog";
import { StudentsList } from "@/features/students/components/students-list";
import { ParentPlans } from "@/features/plans";
import { useIdParam, useTabParam } from "@/lib/use-tab-param";

type Tab = "children" | "bookings" | "plans" | "progress" | "teachers";

const TABS: TabItem<Tab>[] = [
  { value: "children", label: "My Children", icon: Users },
  { value: "bookings", label: "Bookings", icon: CalendarDays },
  { value: "plans", label: "Plans", icon: Repeat },
  { value: "progress", label: "Progress", icon: TrendingUp },
  { value: "teachers", label: "Find Teachers", icon: Search },
];
const TAB_VALUES = TABS.map((t) => t.value);

function PageHeader() {
  const { t } = useTranslation();
  return (
    <header>
      <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">{t("Parent Dashboard")}</h1>
      <p className="mt-2 text-muted-foreground">{t("Manage your children's profiles, bookings and progress.")}</p>
    </header>
  );
}

function BrowseTeachersButton({ variant = "outline" }: { variant?: "outline" | "default" }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant={variant}>
      <Link href="/browse-teachers">
        <Search aria-hidden="true" />
        {t("Browse Teachers")}
      </Link>
    </Button>
  );
}

/** Someone without the parent role: this page has nothing of theirs to show. */
function NotAParentNotice() {
  const { t } = useTranslation();
  return (
    <Card interactive={false}>
      <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 className="font-semibold text-foreground">{t("This dashboard is for parents")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("Your account does not have the parent role, so there are no children or bookings to show here.")}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href="/">{t("Go to Home")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function FindTeachersCard() {
  const { t } = useTranslation();
  return (
    <Card interactive={false} className="overflow-hidden">
      <div className="bg-star-pattern h-2 bg-accent-soft" aria-hidden="true" />
      <CardContent className="flex flex-col items-start gap-5 p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-foreground">
          <Compass className="size-7" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 className="font-display text-2xl font-semibold text-foreground">{t("Find a Teacher")}</h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            {t(
              "Every teacher on Halaqa has passed an ID check, a police check and an interview with our team. Search by subject and level, then book a class for your child.",
            )}
          </p>
          <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-primary">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t("Only approved teachers are listed")}
          </p>
        </div>
        <Button asChild size="lg">
          <Link href="/browse-teachers">
            {t("Browse Teachers")}
            <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** A lesson's actions in the parent's lists: the room while it is open, the teacher's report, the review. */
const lessonActions =
  (openReport: (id: number) => void, review: (b: BookingItem) => void): LessonActions =>
  (b) => (
    <>
      <JoinLessonButton booking={b} />
      <MessageTeacherButton teacherUserId={b.teacherId} context={b.teacherName} />
      {b.hasReport ? (
        <Button variant="outline" size="sm" onClick={() => openReport(b.id)}>
          <BookOpenCheck aria-hidden="true" />
          <Trans
            i18nKey="View report <hidden>of {{classTitle}}, {{studentName}}</hidden>"
            values={{ classTitle: b.classTitle, studentName: b.studentName }}
            components={{ hidden: <span className="sr-only" /> }}
          />
        </Button>
      ) : null}
      {canReview(b) ? (
        <Button variant="outline" size="sm" onClick={() => review(b)}>
          <MessageSquareHeart aria-hidden="true" />
          <Trans
            i18nKey="Write a review <hidden>of {{classTitle}}</hidden>"
            values={{ classTitle: b.classTitle }}
            components={{ hidden: <span className="sr-only" /> }}
          />
        </Button>
      ) : null}
    </>
  );

function ParentDashboard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  // The tab, the booking and the child live in the address, so a notification's link opens them (shared/links.ts).
  const [tab, setTab] = useTabParam<Tab>(TAB_VALUES);
  const [bookingId] = useIdParam("booking");
  const [childId, setChildId] = useIdParam("child");
  const [dialog, setDialog] = useState<{ open: boolean; student: StudentItem | null }>({ open: false, student: null });
  const [reviewing, setReviewing] = useState<BookingItem | null>(null);
  const [reportOf, setReportOf] = useState<number | null>(null);
  // The lists' own first page (one request): held lessons are recent, so their review requests are in it.
  const bookings = useBookingPages();
  const openAdd = () => setDialog({ open: true, student: null });
  const openEdit = (student: StudentItem) => setDialog({ open: true, student });
  const zone = viewerTimeZone().replaceAll("_", " ");
  const actions = lessonActions(setReportOf, setReviewing);

  return (
    <>
      <section aria-label={t("Your figures")}>
        <ParentFigureCards />
      </section>
      <WriteReviewRequests bookings={bookings.items} onWrite={setReviewing} />
      {/* Issue 36: a reported trial offers the next step until the family books that teacher again. */}
      <AfterTrialCards bookings={bookings.items} />
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="gap-6">
        <DashboardTabsList tabs={TABS} label={t("Dashboard sections")} />
        <TabsContent value="children" className="space-y-10">
          <StudentsList onAdd={openAdd} onEdit={openEdit} />
          <section aria-labelledby="recent-bookings-heading" className="space-y-3">
            <div className="flex items-end justify-between gap-3">
              <h2 id="recent-bookings-heading" className="font-display text-xl font-semibold text-foreground">
                {t("Recent Bookings")}
              </h2>
              <Button variant="link" onClick={() => setTab("bookings")}>
                <Trans
                  i18nKey="View all <hidden>bookings</hidden>"
                  components={{ hidden: <span className="sr-only" /> }}
                />
                <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
              </Button>
            </div>
            <ParentBookings
              limit={LIMITS.recentBookings}
              caption={t("Your most recent bookings")}
              emptyAction={<BrowseTeachersButton />}
              lessonActions={actions}
            />
          </section>
        </TabsContent>
        <TabsContent value="bookings">
          <section aria-labelledby="bookings-heading" className="space-y-4">
            <div>
              <h2 id="bookings-heading" className="font-display text-xl font-semibold text-foreground">
                {t("Bookings")}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {t(
                  "Times are shown in your time zone ({{zone}}). A booking waiting for payment can be paid from here.",
                  { zone },
                )}
              </p>
            </div>
            <ParentBookings emptyAction={<BrowseTeachersButton />} lessonActions={actions} highlightId={bookingId} />
          </section>
        </TabsContent>
        <TabsContent value="plans">
          <section aria-labelledby="plans-heading" className="space-y-4">
            <div>
              <h2 id="plans-heading" className="font-display text-xl font-semibold text-foreground">
                {t("Weekly plans")}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {t("Times are shown in your time zone ({{zone}}).", { zone })}
              </p>
            </div>
            <ParentPlans />
          </section>
        </TabsContent>
        <TabsContent value="progress">
          <ProgressTab childId={childId} onChildChange={setChildId} />
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
      <WriteReviewDialog booking={reviewing} onClose={() => setReviewing(null)} />
      <ReportDialog bookingId={reportOf} onClose={() => setReportOf(null)} />
    </>
  );
}

/** /parent/dashboard (spec §2): children, bookings with payment, progress and the way to find a teacher. */
export default function ParentDashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return <LoadingScreen />;
  let body;
  if (!user.roles.includes("parent")) body = <NotAParentNotice />;
  else if (effectiveRole(user) !== "parent")
    body = <SwitchRoleCard user={user} role="parent" what={t("children, bookings and figures")} />;
  else body = <ParentDashboard user={user} />;
  return (
    <PatternedPage>
      <PageHeader />
      {body}
    </PatternedPage>
  );
}
