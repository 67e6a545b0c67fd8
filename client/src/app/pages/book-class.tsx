import { ArrowLeft, SearchX } from "lucide-react";
import { Suspense, useDeferredValue, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearch } from "wouter";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { PatternedPage } from "@/components/layout/patterned-page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/features/auth/api/get-user";
import { useClass } from "@/features/classes/api/get-class";
import { PaymentButton } from "@/features/payments/components/payment-button";
import { useStudents } from "@/features/students/api/get-students";
import { ApiError, errorText } from "@/lib/api-client";
import { positiveId } from "@/lib/ids";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

// The wizard (its form library, validation and calendar code) downloads once the page's heading and skeleton are
// on screen, while the class's data arrives: on a slow connection it does not hold back the page's first paint.
const BookingWizard = lazyWithPreload(
  () => import("@/features/bookings/components/booking-wizard"),
  (m) => m.BookingWizard,
);

function BackToTeachers() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="link" className="w-fit">
      <Link href="/browse-teachers">
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t("Back to Teachers")}
      </Link>
    </Button>
  );
}

function PageHeader() {
  const { t } = useTranslation();
  return (
    <header className="space-y-3">
      <BackToTeachers />
      <div>
        <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">{t("Book a Class")}</h1>
        <p className="mt-2 text-muted-foreground">
          {t("Choose a time, tell us who is learning, then confirm with a secure payment.")}
        </p>
      </div>
    </header>
  );
}

function ClassNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold text-foreground">{t("Class Not Found")}</h1>
      <p className="mt-2 max-w-md text-muted-foreground">{t("The class you're looking for doesn't exist.")}</p>
      <Button asChild className="mt-6">
        <Link href="/browse-teachers">{t("Browse Other Classes")}</Link>
      </Button>
    </div>
  );
}

function WizardSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-6">
      <p role="status" className="sr-only">
        {t("Loading class...")}
      </p>
      <Skeleton className="h-20 rounded-xl" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card interactive={false} className="gap-4 p-6">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-72 max-w-full" />
          <Skeleton className="h-72 rounded-xl" />
        </Card>
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}

interface BookClassProps {
  classId: number;
  userId: number;
  bookingId: number | null;
  trial: boolean;
}

function BookClass({ classId, userId, bookingId, trial }: BookClassProps) {
  const { t } = useTranslation();
  const klass = useClass(classId);
  const students = useStudents();
  // The wizard (calendar and form) first renders as a deferred update, even when the class is already here (asked
  // for beside the page's code): the page's heading and the skeleton are drawn first, and React yields to the
  // browser while it builds the wizard rather than blocking the page for the whole render.
  const firstLoad = useDeferredValue(klass.isPending, true);
  useEffect(() => {
    void BookingWizard.preload().catch(() => undefined);
  }, []);

  if (klass.isPending || firstLoad) {
    return (
      <>
        <PageHeader />
        <WizardSkeleton />
      </>
    );
  }
  if (klass.isError && !(klass.error instanceof ApiError && klass.error.status === 404)) {
    return (
      <>
        <PageHeader />
        <ErrorState
          message={t("Failed to fetch class")}
          detail={errorText(klass.error)}
          onRetry={() => klass.refetch()}
          retrying={klass.isFetching}
        />
      </>
    );
  }
  if (!klass.data) return <ClassNotFound />;
  return (
    <>
      <PageHeader />
      <Suspense fallback={<WizardSkeleton />}>
        <BookingWizard
          key={classId}
          klass={klass.data}
          userId={userId}
          students={students}
          initialBookingId={bookingId}
          initialTrial={trial}
          renderPayment={({ booking, onPaid, acknowledgeNoRefund }) => (
            <PaymentButton
              bookingId={booking.id}
              amount={booking.amount}
              acknowledgeNoRefund={acknowledgeNoRefund}
              onPaid={onPaid}
            />
          )}
        />
      </Suspense>
    </>
  );
}

/** /class/{id}/book (spec §2 "Booking wizard"); `?booking={id}` resumes the payment of an existing booking. */
export default function BookClassPage() {
  const { user } = useAuth();
  const params = useParams<{ id: string }>();
  const search = useSearch();
  const classId = positiveId(params.id);
  const bookingId = positiveId(new URLSearchParams(search).get("booking"));
  // `?trial=1` (issue 36): the class's trial lesson chosen already, e.g. from its card's "Trial lesson" line.
  const trial = new URLSearchParams(search).get("trial") === "1";
  if (!user) return <LoadingScreen />;
  return (
    <PatternedPage>
      {classId === null ? (
        <ClassNotFound />
      ) : (
        <BookClass classId={classId} userId={user.id} bookingId={bookingId} trial={trial} />
      )}
    </PatternedPage>
  );
}
