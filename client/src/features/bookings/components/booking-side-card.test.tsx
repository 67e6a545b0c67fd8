import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ClassDetail } from "@shared/classes";
import { BookingSideCard } from "./booking-side-card";

const klass = (teacher: Partial<ClassDetail["teacher"]> = {}): ClassDetail => ({
  id: 4,
  teacherId: 30,
  title: "Tajweed for Beginners",
  description: "Learn the rules of recitation.",
  subject: "Quran Recitation",
  level: "beginner",
  duration: 45,
  price: "20.00",
  currency: "USD",
  maxStudents: 1,
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  teacher: {
    id: 30,
    firstName: "Aisha",
    lastName: "Rahman",
    experience: 3,
    specializations: [],
    timeZone: "UTC",
    rating: null,
    reviewCount: 0,
    ...teacher,
  },
});

function renderCard(detail: ClassDetail) {
  const location = memoryLocation({ path: "/class/4/book" });
  render(
    <Router hook={location.hook}>
      <BookingSideCard klass={detail} />
    </Router>,
  );
}

describe("BookingSideCard", () => {
  it("links the teacher box to the teacher's profile page (by user id)", () => {
    renderCard(klass());
    expect(screen.getByRole("link", { name: "Aisha Rahman" })).toHaveAttribute("href", "/teachers/30");
    expect(screen.getByRole("link", { name: "View profile of Aisha Rahman" })).toHaveAttribute("href", "/teachers/30");
  });

  it("says 'No reviews yet' for a teacher without reviews, never a figure", () => {
    renderCard(klass({ rating: 4.4, reviewCount: 0 }));
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
    expect(screen.queryByText(/4\.4/)).toBeNull();
  });

  it("shows the rating and initials as the teacher cards do", () => {
    renderCard(klass({ rating: 4.8, reviewCount: 17 }));
    expect(screen.getByText("4.8 (17 reviews)")).toBeInTheDocument();
    expect(screen.getByText("AR")).toBeInTheDocument();
    expect(screen.queryByText("No reviews yet")).toBeNull();
  });

  it("gives a group class's size, and nothing of the kind for a one-to-one class (issue 32)", () => {
    renderCard({ ...klass(), maxStudents: 6 });
    expect(screen.getByText("Group class")).toBeInTheDocument();
    expect(screen.getByText("Up to 6 students per lesson; each time shows its seats left")).toBeInTheDocument();
  });

  it("says nothing of a group for a one-to-one class", () => {
    renderCard(klass());
    expect(screen.queryByText("Group class")).toBeNull();
  });
});
