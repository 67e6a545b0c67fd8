import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { TeacherListItem } from "@shared/teachers";
import { ratingText, TeacherCard } from "./teacher-card";

const base: TeacherListItem = {
  id: 7,
  userId: 70,
  firstName: "Khadija",
  lastName: "Osman",
  bio: "Arabic teacher.",
  qualifications: "",
  experience: 3,
  hourlyRate: "90.5",
  currency: "SAR",
  specializations: ["Arabic Language", "Islamic Ethics", "Seerah (Prophet's Biography)", "Islamic History"],
  languages: ["Arabic"],
  verificationStatus: "approved",
  availableHours: "",
  timeZone: "Asia/Riyadh",
  classes: [],
  classCount: 0,
  rating: 5,
  reviewCount: 1,
  createdAt: "2025-01-01T00:00:00.000Z",
};

function renderCard(teacher: TeacherListItem) {
  const location = memoryLocation({ path: "/browse-teachers" });
  render(
    <Router hook={location.hook}>
      <TeacherCard teacher={teacher} />
    </Router>,
  );
}

describe("TeacherCard", () => {
  it("shows the rate in the teacher's currency, a single review, and no '+N more' for exactly four specializations", () => {
    renderCard(base);
    expect(screen.getByRole("article", { name: "Khadija Osman" })).toBeInTheDocument();
    expect(screen.getByText("SAR 90.50/hour")).toBeInTheDocument();
    expect(screen.getByText("5.0 (1 review)")).toBeInTheDocument();
    expect(screen.getByText("3 years experience")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toContain("Islamic History");
    expect(screen.queryByText(/^\+\d+ more$/)).toBeNull();
  });

  it("reads as a new teacher until there is a review, whatever the rating field says", () => {
    expect(ratingText({ rating: 4.2, reviewCount: 0 })).toBeNull();
    expect(ratingText({ rating: null, reviewCount: 3 })).toBeNull();
    expect(ratingText({ rating: 4.66, reviewCount: 12 })).toBe("4.7 (12 reviews)");
    renderCard({ ...base, rating: 4.2, reviewCount: 0 });
    expect(screen.getByText("New teacher")).toBeInTheDocument();
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
    expect(screen.queryByText(/4\.2|\(\d+ reviews?\)/)).toBeNull();
  });

  it("links the name and 'View profile' to the teacher's profile page, by their user id", () => {
    renderCard(base);
    expect(screen.getByRole("link", { name: "Khadija Osman" })).toHaveAttribute("href", "/teachers/70");
    expect(screen.getByRole("link", { name: "View profile of Khadija Osman" })).toHaveAttribute("href", "/teachers/70");
  });

  it("lists only active classes", () => {
    const klass = {
      teacherId: 70,
      description: "A class.",
      subject: "Arabic Language",
      level: "beginner" as const,
      duration: 30,
      price: "15.00",
      currency: "USD",
      maxStudents: 1,
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
    };
    renderCard({
      ...base,
      classes: [
        { ...klass, id: 1, title: "Hidden class", isActive: false },
        { ...klass, id: 2, title: "Open class", isActive: true },
      ],
    });
    expect(screen.queryByText("Hidden class")).toBeNull();
    expect(screen.getByRole("link", { name: "Book Class Open class" })).toHaveAttribute("href", "/class/2/book");
    expect(screen.getByText("$15.00")).toBeInTheDocument();
  });

  it("counts the classes the browse item does not carry from classCount", () => {
    const klass = (id: number) => ({
      id,
      teacherId: 70,
      title: `Class ${id}`,
      description: "A class.",
      subject: "Arabic Language",
      level: "beginner" as const,
      duration: 30,
      price: "15.00",
      currency: "USD",
      maxStudents: 1,
      isActive: true,
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
    });
    renderCard({ ...base, classes: [klass(1), klass(2), klass(3)], classCount: 40 });
    expect(screen.getAllByRole("link", { name: /^Book Class/ })).toHaveLength(3);
    expect(screen.getByText("+37 more classes available")).toBeInTheDocument();
  });
});
