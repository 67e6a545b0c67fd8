// Issue 32: one price per teacher card, "From $30" (the lowest active class price), in the viewer's currency too.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ClassItem } from "@shared/classes";
import type { TeacherListItem } from "@shared/teachers";
import type { PublicUser } from "@shared/users";
import { userQueryKey } from "@/features/auth";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes } from "@/test/msw";
import { TeacherCard } from "./teacher-card";

const klass = (id: number, price: string): ClassItem => ({
  id,
  teacherId: 70,
  title: `Class ${id}`,
  description: "A class.",
  subject: "Quran Recitation",
  level: "beginner",
  duration: 45,
  price,
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
  lastName: "Osman",
  bio: "Quran teacher.",
  qualifications: "",
  experience: 3,
  hourlyRate: "35.00",
  currency: "USD",
  specializations: ["Quran Recitation"],
  languages: ["Arabic"],
  verificationStatus: "approved",
  availableHours: "",
  timeZone: "Asia/Riyadh",
  // The card carries the first three classes; the lowest price may be among the others.
  classes: [klass(1, "45.00"), klass(2, "40.00"), klass(3, "50.00")],
  classCount: 5,
  lowestClassPrice: "30.00",
  rating: null,
  reviewCount: 0,
  createdAt: "2025-01-01T00:00:00.000Z",
};

function renderCard(t: TeacherListItem, preferredCurrency?: string) {
  const client = createQueryClient();
  if (preferredCurrency)
    client.setQueryData(userQueryKey, { id: 4, firstName: "Umm", lastName: "Yusuf", preferredCurrency } as PublicUser);
  render(
    <QueryClientProvider client={client}>
      <Router hook={memoryLocation({ path: "/browse-teachers" }).hook}>
        <TeacherCard teacher={t} />
      </Router>
    </QueryClientProvider>,
  );
}

describe("TeacherCard's one price", () => {
  it('shows "From $30.00", the lowest active class price, and not the hourly rate beside the classes', () => {
    renderCard(teacher, "USD");
    const from = screen.getByText(/^From/);
    expect(from).toHaveTextContent(/^From \$30\.00$/);
    expect(screen.queryByText(/\/hour/)).toBeNull();
    expect(screen.queryByText(/35\.00/)).toBeNull();
  });

  it("converts the price to the viewer's currency like every other price", async () => {
    mockRoutes({
      "/api/currency-rates": () =>
        HttpResponse.json({
          base: "USD",
          rates: [
            { currency: "USD", rate: 1, updatedAt: "2025-10-01T00:00:00.000Z" },
            { currency: "GBP", rate: 0.8, updatedAt: "2026-11-20T09:00:00.000Z" },
          ],
        }),
    });
    renderCard(teacher, "GBP");
    expect(await screen.findByText("· ≈ £24.00", { normalizer: (s) => s.trim() })).toBeInTheDocument();
    expect(screen.getByText(/^From/)).toHaveTextContent(/^From \$30\.00/);
  });

  it("falls back to the hourly rate (USD) for a teacher with no class yet", () => {
    renderCard({ ...teacher, classes: [], classCount: 0, lowestClassPrice: null }, "USD");
    expect(screen.getByText("$35.00/hour")).toBeInTheDocument();
    expect(screen.queryByText(/^From/)).toBeNull();
  });
});
