import { PatternedPage } from "@/components/layout/patterned-page";
import {
  BarChart3,
  Bell,
  BookOpenCheck,
  CalendarClock,
  ClipboardList,
  Coins,
  Flag,
  GraduationCap,
  UserCog,
  UserSearch,
  Users,
  Wallet,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Redirect } from "wouter";
import type { AdminUserItem } from "@shared/admin";
import type { TeacherListItem } from "@shared/teachers";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { DashboardTabsList, Tabs, TabsContent, type TabItem } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth/api/get-user";
import { AdminFigureCards } from "@/features/admin/components/admin-figures";
import { AdminInterviews } from "@/features/admin/components/admin-interviews";
import { AdminLessons } from "@/features/admin/components/admin-lessons";
import { Analytics } from "@/features/admin/components/analytics";
import { IncompleteApplications } from "@/features/admin/components/incomplete-applications";
import { SectionHeading } from "@/features/admin/components/list-states";
import { NotificationsList } from "@/features/admin/components/notifications-list";
import { RecentUsers } from "@/features/admin/components/recent-users";
import { ReviewDialog } from "@/features/admin/components/review-dialog";
import { SuspendDialog } from "@/features/admin/components/suspend-dialog";
import { TeacherCards } from "@/features/admin/components/teacher-cards";
import { UsersDirectory } from "@/features/admin/components/users-directory";
import { PaymentStatusBadge } from "@/features/bookings/components/booking-badges";
import { CurrencyRatesCard } from "@/features/currency";
import { AdminPayouts, PlatformFeeCard } from "@/features/earnings";
import { AdminReports, type RenderSuspend } from "@/features/messages";
import { useIdParam, useTabParam } from "@/lib/use-tab-param";

type Tab =
  | "incomplete"
  | "pending"
  | "notifications"
  | "lessons"
  | "users"
  | "accounts"
  | "interviews"
  | "approved"
  | "analytics"
  | "rates"
  | "payouts"
  | "reports";

const TABS: TabItem<Tab>[] = [
  { value: "incomplete", label: "Incomplete Apps", icon: ClipboardList },
  { value: "pending", label: "Pending Review", icon: UserSearch },
  { value: "notifications", label: "Notifications", icon: Bell },
  { value: "lessons", label: "Lessons", icon: BookOpenCheck },
  { value: "users", label: "Recent Users", icon: Users },
  { value: "accounts", label: "Users", icon: UserCog },
  { value: "interviews", label: "Interviews", icon: CalendarClock },
  { value: "approved", label: "Approved Teachers", icon: GraduationCap },
  { value: "analytics", label: "Analytics", icon: BarChart3 },
  { value: "rates", label: "Currency Rates", icon: Coins },
  { value: "payouts", label: "Payouts", icon: Wallet },
  { value: "reports", label: "Reports", icon: Flag },
];
const TAB_VALUES = TABS.map((t) => t.value);

/** A reported conversation's party, suspended with the Users tab's dialog (the reason is sent to them). */
const suspendParty: RenderSuspend = (party, onClose) => {
  const [firstName = "", ...rest] = party.name.split(" ");
  const user = { id: party.id, firstName, lastName: rest.join(" "), roles: [party.role] } as AdminUserItem;
  return <SuspendDialog user={user} onClose={onClose} />;
};

function AdminDashboard() {
  const { t } = useTranslation();
  // The tab follows the address (?tab=lessons&booking=12, a notification's link); the first visit opens Pending Review.
  const [tab, setTab] = useTabParam(TAB_VALUES, "pending");
  const [booking] = useIdParam("booking");
  const [review, setReview] = useState<{ open: boolean; teacher: TeacherListItem | null }>({
    open: false,
    teacher: null,
  });
  const openReview = (teacher: TeacherListItem) => setReview({ open: true, teacher });
  return (
    <>
      <header>
        <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">{t("Admin Dashboard")}</h1>
        <p className="mt-2 text-muted-foreground">
          {t("Vet teachers, schedule interviews and keep an eye on the platform.")}
        </p>
      </header>
      <section aria-label={t("Platform figures")}>
        <AdminFigureCards />
      </section>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="gap-6">
        <DashboardTabsList tabs={TABS} label={t("Admin sections")} />
        <TabsContent value="incomplete" className="space-y-4">
          <SectionHeading
            id="incomplete-heading"
            title={t("Incomplete applications")}
            description={t(
              "Applicants still missing details or documents. A reminder can be sent once every 24 hours.",
            )}
          />
          <IncompleteApplications />
        </TabsContent>
        <TabsContent value="pending" className="space-y-4">
          <SectionHeading
            id="pending-heading"
            title={t("Pending review")}
            description={t("Open an application to check documents and decide.")}
          />
          <TeacherCards status="pending" onReview={openReview} />
        </TabsContent>
        <TabsContent value="notifications" className="space-y-4">
          <SectionHeading id="notifications-heading" title={t("Notifications")} description={t("Newest first.")} />
          <NotificationsList />
        </TabsContent>
        <TabsContent value="lessons" className="space-y-4">
          <SectionHeading
            id="lessons-heading"
            title={t("Lessons")}
            description={t("Lessons that need attention. Times are shown in your time zone.")}
          />
          <AdminLessons highlight={booking} PaymentBadge={PaymentStatusBadge} />
        </TabsContent>
        <TabsContent value="users" className="space-y-4">
          <SectionHeading id="users-heading" title={t("Recent users")} description={t("The latest 20 sign-ups.")} />
          <RecentUsers />
        </TabsContent>
        <TabsContent value="accounts" className="space-y-4">
          <SectionHeading
            id="accounts-heading"
            title={t("Users")}
            description={t(
              "Find any account by name, username or email. Suspending signs the user out and blocks sign-in until restored.",
            )}
          />
          <UsersDirectory />
        </TabsContent>
        <TabsContent value="interviews" className="space-y-4">
          <SectionHeading
            id="interviews-heading"
            title={t("Interviews")}
            description={t("Times are shown in your time zone.")}
          />
          <AdminInterviews />
        </TabsContent>
        <TabsContent value="approved" className="space-y-4">
          <SectionHeading id="approved-heading" title={t("Approved teachers")} />
          <TeacherCards status="approved" onReview={openReview} />
        </TabsContent>
        <TabsContent value="analytics" className="space-y-4">
          <SectionHeading id="analytics-heading" title={t("Analytics")} />
          <Analytics />
        </TabsContent>
        <TabsContent value="rates" className="space-y-4">
          {/* Its own heading: the rates a non-USD family's approximate prices are worked out with (issue 20). */}
          <CurrencyRatesCard />
        </TabsContent>
        <TabsContent value="payouts" className="space-y-4">
          {/* The money owed and paid, the weekly batches, and the fee (issue 34). */}
          <AdminPayouts />
          <PlatformFeeCard />
        </TabsContent>
        <TabsContent value="reports" className="space-y-4">
          <SectionHeading
            id="reports-heading"
            title={t("Reported conversations")}
            description={t("Newest first. Only a reported conversation can be read, and each reading is recorded.")}
          />
          <AdminReports renderSuspend={suspendParty} />
        </TabsContent>
      </Tabs>
      <ReviewDialog
        teacher={review.teacher}
        open={review.open}
        onOpenChange={(open) => setReview((r) => ({ ...r, open }))}
      />
    </>
  );
}

/** /admin/dashboard (spec §2): for users holding the admin role; everyone else goes to /. */
export default function AdminDashboardPage() {
  const { user } = useAuth();
  if (!user) return <LoadingScreen />;
  if (!user.roles.includes("admin")) return <Redirect to="/" replace />;
  return (
    <PatternedPage>
      <AdminDashboard />
    </PatternedPage>
  );
}
