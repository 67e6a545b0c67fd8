import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ClassItem } from "@shared/classes";
import { ClassOffer } from "./teacher-card";

const klass = (maxStudents: number): ClassItem => ({
  id: 3,
  teacherId: 70,
  title: "Juz Amma Circle",
  description: "Short surahs together.",
  subject: "Quran Recitation",
  level: "beginner",
  duration: 45,
  price: "12.00",
  currency: "USD",
  maxStudents,
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

function renderOffer(item: ClassItem) {
  const location = memoryLocation({ path: "/browse-teachers" });
  render(
    <Router hook={location.hook}>
      <ul>
        <ClassOffer klass={item} />
      </ul>
    </Router>,
  );
}

// The class as the browse card and the teacher's page show it (one component for both).
describe("ClassOffer (issue 32)", () => {
  it("shows a group class's size", () => {
    renderOffer(klass(8));
    expect(screen.getByText("Group class: up to 8 students")).toBeInTheDocument();
  });

  it("says nothing of a group for a one-to-one class", () => {
    renderOffer(klass(1));
    expect(screen.queryByText(/Group class/)).toBeNull();
  });
});
