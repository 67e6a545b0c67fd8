import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ClassItem } from "@shared/classes";
import type { TeacherListItem } from "@shared/teachers";
import { inArabic } from "@/test/i18n";
import { TeacherCard } from "./teacher-card";

const klass = (id: number): ClassItem => ({
  id,
  teacherId: 70,
  title: `Class ${id}`,
  description: "A class.",
  subject: "Arabic Language",
  level: "beginner",
  duration: 45,
  price: "15.00",
  currency: "USD",
  maxStudents: 1,
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

const teacher: TeacherListItem = {
  id: 7,
  userId: 70,
  firstName: "Khadija",
  lastName: "O'Brien",
  bio: "Arabic teacher.",
  qualifications: "",
  experience: 3,
  hourlyRate: "90.5",
  currency: "SAR",
  specializations: [
    "Arabic Language",
    "Islamic Ethics",
    "Seerah (Prophet's Biography)",
    "Islamic History",
    "Hadith Studies",
  ],
  languages: ["Arabic", "English"],
  verificationStatus: "approved",
  availableHours: "",
  timeZone: "Asia/Riyadh",
  classes: [klass(1), klass(2), klass(3)],
  classCount: 40,
  rating: 4.66,
  reviewCount: 12,
  createdAt: "2025-01-01T00:00:00.000Z",
};

describe("TeacherCard in Arabic", () => {
  it("speaks Arabic, with Arabic plurals, and keeps the teacher's own words", async () => {
    await inArabic();
    const location = memoryLocation({ path: "/browse-teachers" });
    render(
      <Router hook={location.hook}>
        <TeacherCard teacher={teacher} />
      </Router>,
    );
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByText("موثَّق")).toBeInTheDocument();
    expect(screen.getByText("4.7 (12 تقييمًا)")).toBeInTheDocument();
    expect(screen.getByText("خبرة 3 سنوات")).toBeInTheDocument();
    expect(screen.getByText("اللغة العربية")).toBeInTheDocument();
    expect(screen.getByText("+1 أخرى")).toBeInTheDocument();
    expect(screen.getByText("التدريس بالعربية والإنجليزية")).toBeInTheDocument();
    expect(screen.getAllByText("45 دقيقة")).toHaveLength(3);
    expect(screen.getByText("+37 حصة أخرى متاحة")).toBeInTheDocument();
    // The name inside the translated sentence comes through as typed (no HTML escapes).
    expect(screen.getByRole("link", { name: "عرض الملف الشخصي الخاص بـ Khadija O'Brien" })).toHaveAttribute(
      "href",
      "/teachers/70",
    );
    expect(screen.getAllByRole("link", { name: /^احجز الحصة Class \d$/ })).toHaveLength(3);
    expect(screen.getByText("Arabic teacher.")).toBeInTheDocument();
    expect(screen.queryByText("3 years experience")).toBeNull();
    expect(screen.queryByText(/View profile|Book Class|more classes available/)).toBeNull();
  });
});
