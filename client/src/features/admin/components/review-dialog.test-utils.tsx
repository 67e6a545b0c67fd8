// What the review dialog's tests share: a render with the query client and toasts, one applicant. The API is answered
// by MSW (client/src/test/msw.ts).
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import type { TeacherListItem } from "@shared/teachers";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

export function renderWith(ui: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

export const teacher: TeacherListItem = {
  id: 12,
  userId: 3,
  firstName: "Aisha",
  lastName: "Rahman",
  bio: "Hafiza teaching for ten years.",
  qualifications: "Ijazah in Hafs",
  experience: 10,
  hourlyRate: "30.00",
  currency: "USD",
  specializations: ["Quran Recitation"],
  languages: ["English", "Arabic"],
  verificationStatus: "pending",
  availableHours: "",
  timeZone: "Europe/London",
  classes: [],
  classCount: 0,
  rating: null,
  reviewCount: 0,
  createdAt: "2025-01-01T00:00:00.000Z",
  email: "aisha@example.com",
  phoneNumber: "+44 20 7946 0000",
  idVerified: true,
  policeCheckVerified: false,
  interviewCompleted: false,
  feedback: null,
  documents: [],
};
