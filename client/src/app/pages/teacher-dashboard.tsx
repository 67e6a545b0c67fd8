import { PatternedPage } from "@/components/layout/patterned-page";
import { ArrowRight, BookOpen, CalendarDays, Clock, LayoutDashboard, UserRound, Video, Wallet } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Redirect } from "wouter";
import type { ClassItem } from "@shared/classes";
import { effectiveRole, type PublicUser } from "@shared/users";
import { LIMITS } from "@shared/constants";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { DashboardTabsList, Tabs, TabsContent, type TabItem } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth/api/get-user";
import { TeacherEarnings } from "@/features/earnings";
import { TeacherPlanStudents } from "@/features/plans";
import { LeaveHoursDialog, TeacherHoursEditor } from "@/features/teacher-hours";
import { SwitchRoleCard } from "@/features/auth/components/switch-role-card";
import { TeacherBookings } from "@/features/bookings/components/bookings-list";
import { ClassFormDialog } from "@/features/classes/components/class-form-dialog";
import { classCapReason } from "@/features/classes/api/get-classes";
import { ClassList } from "@/features/classes/components/class-list";
import { useDashboard } from "@/features/dashboard/api/get-dashboard";
import { TeacherInterviews } from "@/features/interviews/components/interviews-list";
import { useTeacherProfile } from "@/features/teachers/api/get-teacher-profile";
import {
  CompleteProfileCard,
  createClassBlockedReason,
  ProfileStatusNotice,
  VerifiedBadge,
} from "@/features/teachers/components/profile-status";
import { TeacherFigureCards } from "@/features/teachers/components/teacher-figures";
import { TeacherProfileDetails } from "@/features/teachers/components/teacher-profile-details";
import { TeacherQuickActions } from "@/features/teachers/components/teacher-quick-actions";
import { MessageFamilyButton } from "@/features/messages";
import { errorText } from "@/lib/api-client";
import { useIdParam, useTabParam } from "@/lib/use-tab-param";

const TAB_VALUES = ["overview", "classes", "bookings", "earnings", "hours", "profile", "interviews"] as const;
type Tab = (typeof TAB_VALUES)[number];

const TABS: TabItem<Tab>[] = [
  { value: "overview", label: "Overview", icon: LayoutDashboard },
  { value: "classes", label: "My Classes", icon: BookOpen },
  { value: "bookings", label: "Bookings", icon: CalendarDays },
  { value: "earnings", label: "Earnings", icon: Wallet },
  { value: "hours", label: "Hours", icon: Clock },
  { value: "profile", label: "Profile", icon: UserRound },
  { value: "interviews", label: "Interviews", icon: Video },
];

function PageHeader({ verified = false }: { verified?: boolean }) {
  const { t } = useTranslation();
  return (
    <header>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">{t("Teacher Dashboard")}</h1>
        {verified ? <VerifiedBadge /> : null}
      </div>
      <p className="mt-2 text-muted-foreground">
        {t("Manage your classes, bookings, earnings, hours, profile and interviews.")}
      </p>
    </header>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="space-y-8">
      <p role="status" className="sr-only">
        {t("Loading your dashboard...")}
      </p>
      <Skeleton className="h-28 rounded-xl" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[104px] rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-11 w-full max-w-xl rounded-lg" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

function TeacherDashboard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const profileQuery = useTeacherProfile();
  // The figures count every class the teacher holds (the cards above show them): the classes cap is read from there.
  const figures = useDashboard(
    profileQuery.isSuccess && profileQuery.data !== null && effectiveRole(user) === "teacher",
  );
  // The address holds the tab and an open booking (?tab=bookings&booking=12): notifications and the header link there.
  const [tab, setTab] = useTabParam(TAB_VALUES);
  // Unsaved weekly hours: another tab is opened only once the teacher chose to discard them (issue 32).
  const [hoursDirty, setHoursDirty] = useState(false);
  const [leavingFor, setLeavingFor] = useState<Tab | null>(null);
  const onHoursDirty = useCallback((dirty: boolean) => setHoursDirty(dirty), []);
  const changeTab = (next: Tab) =>
    tab === "hours" && next !== "hours" && hoursDirty ? setLeavingFor(next) : setTab(next);
  const [openBookingId, setOpenBookingId] = useIdParam("booking");
  const [dialog, setDialog] = useState<{ open: boolean; klass: ClassItem | null }>({ open: false, klass: null });
  const openCreate = () => setDialog({ open: true, klass: null });
  const openEdit = (klass: ClassItem) => setDialog({ open: true, klass });

  if (profileQuery.isPending) {
    return (
      <>
        <PageHeader />
        <DashboardSkeleton />
      </>
    );
  }
  if (profileQuery.isError) {
    return (
      <>
        <PageHeader />
        <ErrorState
          message={t("Your teacher profile could not be loaded.")}
          detail={errorText(profileQuery.error)}
          onRetry={() => profileQuery.refetch()}
          retrying={profileQuery.isFetching}
        />
      </>
    );
  }
  const profile = profileQuery.data;
  if (!profile) {
    return (
      <>
        <PageHeader />
        <CompleteProfileCard />
      </>
    );
  }
  if (effectiveRole(user) !== "teacher") {
    return (
      <>
        <PageHeader verified={profile.verificationStatus === "approved"} />
        <SwitchRoleCard user={user} role="teacher" what={t("classes, bookings and figures")} />
      </>
    );
  }

  const blockedReason = createClassBlockedReason(profile);
  const capReason = figures.data?.role === "teacher" ? classCapReason(figures.data.classes) : null;
  const createReason = blockedReason ?? capReason;
  // With no bookings the next step is a class to book, or, before approval, the profile that leads to one.
  const bookingsEmpty = blockedReason
    ? {
        emptyDescription: t("Once your profile is approved and you create a class, families' bookings appear here."),
        emptyAction: (
          <Button variant="outline" onClick={() => setTab("profile")}>
            {t("Review My Profile")}
          </Button>
        ),
      }
    : {
        emptyAction: (
          <Button variant="outline" onClick={() => setTab("classes")}>
            {t("Go to My Classes")}
          </Button>
        ),
      };
  return (
    <>
      <PageHeader verified={profile.verificationStatus === "approved"} />
      <ProfileStatusNotice profile={profile} />
      <section aria-label={t("Your figures")}>
        <TeacherFigureCards />
      </section>
      <Tabs value={tab} onValueChange={(v) => changeTab(v as Tab)} className="gap-6">
        <DashboardTabsList tabs={TABS} label={t("Dashboard sections")} />
        <TabsContent value="overview" className="space-y-8">
          <section aria-labelledby="quick-actions-heading" className="space-y-3">
            <h2 id="quick-actions-heading" className="font-display text-xl font-semibold text-foreground">
              {t("Quick actions")}
            </h2>
            <TeacherQuickActions
              profileId={profile.id}
              createBlockedReason={createReason}
              capReached={!blockedReason && capReason !== null}
              onCreateClass={openCreate}
              onManageClasses={() => setTab("classes")}
            />
          </section>
          <section aria-labelledby="recent-bookings-heading" className="space-y-3">
            <div className="flex items-end justify-between gap-3">
              <h2 id="recent-bookings-heading" className="font-display text-xl font-semibold text-foreground">
                {t("Recent bookings")}
              </h2>
              <Button variant="link" onClick={() => setTab("bookings")}>
                {t("View all bookings")}
                <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
              </Button>
            </div>
            <TeacherBookings
              limit={LIMITS.recentBookings}
              caption={t("Your most recent bookings")}
              {...bookingsEmpty}
            />
          </section>
        </TabsContent>
        <TabsContent value="classes">
          <ClassList createBlockedReason={createReason} onCreate={openCreate} onEdit={openEdit} />
        </TabsContent>
        <TabsContent value="bookings" className="space-y-10">
          <TeacherPlanStudents />
          <section aria-labelledby="bookings-heading" className="space-y-4">
            <div>
              <h2 id="bookings-heading" className="font-display text-xl font-semibold text-foreground">
                {t("Bookings")}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{t("Times are shown in your time zone.")}</p>
            </div>
            <TeacherBookings
              filterable
              {...bookingsEmpty}
              openBookingId={openBookingId}
              onOpenBookingChange={setOpenBookingId}
              rowActions={(b) => <MessageFamilyButton parentUserId={b.parentId} context={b.studentName} />}
            />
          </section>
        </TabsContent>
        <TabsContent value="earnings">
          <TeacherEarnings
            emptyAction={
              <Button variant="outline" onClick={() => setTab("bookings")}>
                {t("Go to Bookings")}
              </Button>
            }
          />
        </TabsContent>
        <TabsContent value="hours">
          <TeacherHoursEditor onDirtyChange={onHoursDirty} />
        </TabsContent>
        <TabsContent value="profile">
          <TeacherProfileDetails profile={profile} onEditHours={() => setTab("hours")} />
        </TabsContent>
        <TabsContent value="interviews">
          <section aria-labelledby="interviews-heading" className="space-y-4">
            <div>
              <h2 id="interviews-heading" className="font-display text-xl font-semibold text-foreground">
                {t("Interviews")}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {t("An interview is part of our vetting. Times are shown in your time zone.")}
              </p>
            </div>
            <TeacherInterviews
              emptyAction={
                <Button variant="outline" onClick={() => setTab("profile")}>
                  {t("Review My Profile")}
                </Button>
              }
            />
          </section>
        </TabsContent>
      </Tabs>
      <LeaveHoursDialog
        open={leavingFor !== null}
        // Back to the tab shown, not the one asked for: a tab focused is a tab chosen, which would ask again.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
        }}
        onKeepEditing={() => setLeavingFor(null)}
        onDiscard={() => {
          if (leavingFor) setTab(leavingFor);
          setLeavingFor(null);
        }}
      />
      <ClassFormDialog
        open={dialog.open}
        klass={dialog.klass}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </>
  );
}

/** /teacher/dashboard (spec §2): for users holding the teacher role; everyone else goes to /. */
export default function TeacherDashboardPage() {
  const { user } = useAuth();
  if (!user) return <LoadingScreen />;
  if (!user.roles.includes("teacher")) return <Redirect to="/" replace />;
  return (
    <PatternedPage>
      <TeacherDashboard user={user} />
    </PatternedPage>
  );
}
