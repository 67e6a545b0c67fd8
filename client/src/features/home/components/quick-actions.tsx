import { ArrowRight, ClipboardCheck, LayoutDashboard, PlusCircle, Search, ShieldCheck, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { Role } from "@shared/constants";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTeacherProfile } from "@/features/teachers";

interface Action {
  title: string;
  description: string;
  href: string;
  icon: typeof Users;
}

/**
 * Quick-action cards by current role (spec §2). "Create New Class" only for a teacher whose application is approved
 * (`canCreateClass`): the server refuses anyone else's class (403), so it is not offered.
 */
export function quickActionsFor(role: Role, canCreateClass = false): Action[] {
  if (role === "teacher") {
    const dashboard: Action = {
      title: "Teacher Dashboard",
      description: "Manage your classes and students",
      href: "/teacher/dashboard",
      icon: LayoutDashboard,
    };
    if (!canCreateClass) return [dashboard];
    return [
      dashboard,
      {
        title: "Create New Class",
        description: "Set up a new Islamic education class",
        href: "/teacher/dashboard?tab=classes",
        icon: PlusCircle,
      },
    ];
  }
  if (role === "admin") {
    return [
      {
        title: "Admin Dashboard",
        description: "Monitor platform and approve teachers",
        href: "/admin/dashboard",
        icon: ShieldCheck,
      },
      {
        title: "Teacher Applications",
        description: "Review pending teacher applications",
        href: "/admin/dashboard",
        icon: ClipboardCheck,
      },
    ];
  }
  return [
    {
      title: "Parent Dashboard",
      description: "Manage your children's education",
      href: "/parent/dashboard",
      icon: Users,
    },
    {
      title: "Browse Teachers",
      description: "Find qualified Islamic teachers",
      href: "/browse-teachers",
      icon: Search,
    },
  ];
}

export function QuickActions({ role }: { role: Role }) {
  const { t } = useTranslation();
  const profile = useTeacherProfile(role === "teacher");
  const approved = profile.data?.verificationStatus === "approved";
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {quickActionsFor(role, approved).map(({ title, description, href, icon: Icon }) => (
        <li key={title}>
          <Link
            href={href}
            className="group block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Card className="h-full">
              <CardHeader className="flex-row items-center gap-4 space-y-0">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <CardTitle className="text-lg">{t(title)}</CardTitle>
                  <CardDescription>{t(description)}</CardDescription>
                </span>
                <ArrowRight
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-1 group-hover:text-primary rtl:rotate-180 rtl:group-hover:-translate-x-1"
                  aria-hidden="true"
                />
              </CardHeader>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
