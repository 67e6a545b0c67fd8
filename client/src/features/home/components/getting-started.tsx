import { GraduationCap, Search, UserPlus, Users } from "lucide-react";
import { Link } from "wouter";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useBecomeTeacher } from "@/features/auth";

function StepLink({ href, icon: Icon, children }: { href: string; icon: typeof Users; children: string }) {
  return (
    <Button asChild variant="outline" className="h-auto justify-start py-3">
      <Link href={href}>
        <Icon aria-hidden="true" className="text-primary" />
        {children}
      </Link>
    </Button>
  );
}

/** 'Getting Started' by user type (spec §2), with 'Become a Teacher' for parents without the teacher role. */
export function GettingStarted({ user }: { user: PublicUser }) {
  const becomeTeacher = useBecomeTeacher();
  const canBecomeTeacher = user.userType === "parent" && !user.roles.includes("teacher");
  return (
    <Card interactive={false}>
      <CardHeader>
        <CardTitle as="h2" className="font-display text-xl">
          Getting Started
        </CardTitle>
        <CardDescription>
          {user.userType === "teacher"
            ? "Set up your profile so families can find you once you are approved."
            : user.userType === "parent"
              ? "Add your children, then find the right teacher for each of them."
              : "Tell us how you would like to use Halaqa."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {user.userType === "teacher" ? (
          <StepLink href="/teacher/onboarding" icon={GraduationCap}>
            Complete Profile Setup
          </StepLink>
        ) : user.userType === "parent" ? (
          <>
            <StepLink href="/parent/dashboard" icon={UserPlus}>
              Add Child Profile
            </StepLink>
            <StepLink href="/browse-teachers" icon={Search}>
              Browse Teachers
            </StepLink>
          </>
        ) : (
          <>
            <StepLink href="/teacher/onboarding" icon={GraduationCap}>
              I'm a Teacher
            </StepLink>
            <StepLink href="/parent/dashboard" icon={Users}>
              I'm a Parent
            </StepLink>
          </>
        )}
        {canBecomeTeacher ? (
          <div className="rounded-lg border border-dashed border-accent/60 bg-accent-soft/40 p-4 sm:col-span-2">
            <p className="text-sm text-foreground">
              Do you teach Quran, Arabic or Islamic studies? Add the teacher role to your account and apply.
            </p>
            <Button className="mt-3" onClick={() => becomeTeacher.mutate()} disabled={becomeTeacher.isPending}>
              {becomeTeacher.isPending ? <Spinner /> : <GraduationCap aria-hidden="true" />}
              {becomeTeacher.isPending ? "Adding Teacher Role..." : "Become a Teacher"}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
