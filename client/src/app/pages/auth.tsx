import { BadgeCheck, ShieldCheck, Star } from "lucide-react";
import { useEffect, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocation, useSearch } from "wouter";
import type { LoginInput } from "@shared/auth";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth/api/get-user";
import { isLockedOut, useLogin } from "@/features/auth/api/login";
import { useRegister } from "@/features/auth/api/register";
import { SignInForm, type SignInProblem } from "@/features/auth/components/sign-in-form";
import { clearAuthFailure } from "@/features/auth/lib/failure-toast";
import { errorText } from "@/lib/api-client";
import { SignUpForm } from "@/features/auth/components/sign-up-form";

const PROMISES = [
  {
    icon: BadgeCheck,
    title: "Verified, background-checked teachers",
    text: "Every teacher passes ID checks, police clearance and an interview before teaching.",
  },
  {
    icon: ShieldCheck,
    title: "A safe environment",
    text: "Your children's details stay private; lessons are booked and paid securely.",
  },
  { icon: Star, title: "Top-rated teachers", text: "Parents review every teacher, so the best rise to the top." },
];

/** What /auth?error=… says: the sign-in form came back from POST /auth without the page's script (decision 081). */
function formProblem(error: string | null, t: TFunction): SignInProblem | null {
  if (error === "signin") return { message: t("Invalid username or password"), offerReset: false };
  if (error === "suspended") return { message: t("This account is suspended"), offerReset: false };
  if (error === "limited")
    return {
      message: t("Too many failed sign-in attempts. Please wait a few minutes and try again."),
      offerReset: true,
    };
  return null;
}

export default function AuthPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();
  const login = useLogin();
  const register = useRegister();
  const params = new URLSearchParams(search);
  const requestedTab = params.get("tab") === "signup" ? "signup" : "signin";
  const requestedRole = params.get("role") === "teacher" ? "teacher" : "parent";
  const [tab, setTab] = useState(requestedTab);
  // 'Get Started' links here with ?tab=signup, also from this page.
  useEffect(() => setTab(requestedTab), [requestedTab]);
  // The form's reason from the address it came back to, until the next attempt; a lockout's from the API.
  const [cameBack, setCameBack] = useState(() => params.get("error"));
  const [lockout, setLockout] = useState<string | null>(null);
  const problem = lockout ? { message: lockout, offerReset: true } : formProblem(cameBack, t);
  // A failure's toast does not outlive the page, nor a switch to the other form.
  useEffect(() => clearAuthFailure, []);
  const changeTab = (value: string) => {
    clearAuthFailure();
    setTab(value as typeof tab);
  };
  const signIn = (values: LoginInput) => {
    setCameBack(null);
    setLockout(null);
    login.mutate(values, {
      // A lockout says when to try again, with "Forgot password?" beside it, in the form.
      onError: (error) => {
        if (isLockedOut(error)) setLockout(errorText(error));
      },
    });
  };

  // A signed-in visitor has nothing to do here (spec §2).
  useEffect(() => {
    if (user) navigate("/");
  }, [user, navigate]);

  return (
    <div className="relative">
      <div
        className="bg-star-pattern mask-fade-edges pointer-events-none absolute inset-0 opacity-70"
        aria-hidden="true"
      />
      <div className="container relative grid gap-10 py-10 md:py-16 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-center">
        <section aria-labelledby="auth-pitch" className="order-2 lg:order-1">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-ink">Halaqa</p>
          <h1 id="auth-pitch" className="mt-2 font-display text-3xl font-semibold text-foreground sm:text-4xl">
            {t("Sacred knowledge, taught by teachers you can trust")}
          </h1>
          <p className="mt-4 max-w-xl text-muted-foreground">
            {t("Sign in to book classes for your children, or to apply and teach Quran, Arabic and Islamic studies.")}
          </p>
          <ul className="mt-8 grid max-w-xl gap-5">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-foreground">{t(title)}</span>
                  <span className="block text-sm text-muted-foreground">{t(text)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <Card interactive={false} className="order-1 lg:order-2">
          <Tabs value={tab} onValueChange={changeTab}>
            <CardHeader className="pb-2">
              <CardTitle as="h2" className="font-display text-2xl">
                {t("Welcome")}
              </CardTitle>
              <CardDescription>{t("Sign in to your account or create a new one.")}</CardDescription>
              <TabsList className="mt-4 grid w-full grid-cols-2">
                <TabsTrigger value="signin">{t("Sign In")}</TabsTrigger>
                <TabsTrigger value="signup">{t("Sign Up")}</TabsTrigger>
              </TabsList>
            </CardHeader>
            <CardContent>
              <TabsContent value="signin" className="mt-2">
                <SignInForm onSubmit={signIn} pending={login.isPending} problem={problem} />
              </TabsContent>
              <TabsContent value="signup" className="mt-2">
                <SignUpForm
                  key={requestedRole}
                  role={requestedRole}
                  onSubmit={(v) => register.mutate(v)}
                  pending={register.isPending}
                />
              </TabsContent>
            </CardContent>
          </Tabs>
        </Card>
      </div>
    </div>
  );
}
