import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { inArabic } from "@/test/i18n";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

describe("sign-in and sign-up forms in Arabic", () => {
  it("labels the sign-in form in Arabic", async () => {
    await inArabic();
    render(<SignInForm onSubmit={vi.fn()} pending={false} />);
    expect(screen.getByRole("form", { name: "تسجيل الدخول" })).toBeInTheDocument();
    expect(screen.getByLabelText("اسم المستخدم")).toBeInTheDocument();
    expect(screen.getByLabelText("كلمة المرور")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "نسيت كلمة المرور؟" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("button", { name: "تسجيل الدخول" })).toBeInTheDocument();
    expect(screen.queryByText("Sign In")).toBeNull();
  });

  it("offers the sign-up roles in Arabic", async () => {
    await inArabic();
    render(<SignUpForm onSubmit={vi.fn()} pending={false} />);
    expect(screen.getByLabelText("الاسم الأول")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /أبحث عن معلمين وأحجز حصصًا لأطفالي/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /أتقدّم للتدريس وأقدّم الحصص/ })).toBeInTheDocument();
    expect(screen.getByText("أبحث عن معلمين وأحجز حصصًا لأطفالي")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إنشاء حساب" })).toBeInTheDocument();
    expect(screen.queryByText("Create Account")).toBeNull();
    expect(screen.queryByText("Parent")).toBeNull();
  });
});
