// What the onboarding wizard's tests share: a teacher, a saved profile, the API answered by MSW and the walk through
// the steps with real typing and clicks.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { TeacherProfile } from "@shared/teachers";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { TeacherOnboarding } from "./teacher-onboarding";

export const teacher = {
  id: 7,
  username: "amina",
  firstName: "Amina",
  lastName: "Yusuf",
  userType: "teacher",
  roles: ["teacher"],
  currentRole: "teacher",
} as PublicUser;

export const savedProfile: TeacherProfile = {
  id: 42,
  userId: 7,
  bio: "I teach tajweed to children and adults.",
  qualifications: "Ijazah in Hafs",
  experience: 6,
  hourlyRate: "30.00",
  currency: "GBP",
  phoneNumber: "+44 20 7946 0958",
  specializations: ["Quran Recitation"],
  languages: ["English", "Arabic"],
  verificationStatus: "pending",
  idVerified: false,
  policeCheckVerified: false,
  interviewCompleted: false,
  feedback: null,
  availableHours: "Mon–Sat 09:00–12:00, 14:00–20:00",
  timeZone: "Europe/London",
  gender: "female",
  riwayat: ["hafs"],
  ijazah: null,
  createdAt: "2026-01-10T10:00:00.000Z",
  updatedAt: "2026-01-10T10:00:00.000Z",
  documents: [{ id: 3, documentType: "id", fileName: "passport.pdf", uploadedAt: "2026-01-10T10:05:00.000Z" }],
};

/** Answers the wizard's reads and its save; `profile` is read on each request, so a test can change it. */
export function mockOnboardingApi({
  profile = () => null,
  save = () => HttpResponse.json(savedProfile, { status: 201 }),
}: {
  profile?: () => TeacherProfile | null;
  save?: () => Response;
} = {}) {
  mockApi(
    http.get("/api/teacher/profile", () => {
      const current = profile();
      return current
        ? HttpResponse.json(current)
        : HttpResponse.json({ message: "Teacher profile not found" }, { status: 404 });
    }),
    http.post("/api/teacher/profile", save),
    http.get("/api/documents", () => HttpResponse.json(profile()?.documents ?? [])),
    http.get("/api/user", () => HttpResponse.json(teacher)),
  );
}

export function renderOnboarding(editId: string | null = null) {
  const location = memoryLocation({ path: "/teacher/onboarding", record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <TeacherOnboarding user={teacher} editId={editId} />
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

export const stepHeading = () =>
  screen.getByRole("heading", { level: 2, name: /Information|Experience|Availability|Verification/ });
export const next = () => userEvent.click(screen.getByRole("button", { name: /^Next/ }));

export async function fillStep1() {
  await userEvent.type(await screen.findByLabelText("Phone number"), "+44 20 7946 0958");
  await userEvent.type(screen.getByLabelText("Bio"), "I teach tajweed.");
}

export async function goToStep3() {
  await fillStep1();
  await next();
  await screen.findByRole("heading", { name: "Qualifications & Experience" });
  await userEvent.type(screen.getByLabelText("Hourly rate (USD)"), "25");
  await next();
  await screen.findByRole("heading", { name: "Specializations & Availability" });
}

export async function goToStep4() {
  await goToStep3();
  await userEvent.click(screen.getByRole("checkbox", { name: "Quran Recitation" }));
  await userEvent.click(screen.getByRole("checkbox", { name: "Arabic Language" }));
  await userEvent.click(screen.getByRole("checkbox", { name: "English" }));
  await userEvent.click(screen.getByRole("radio", { name: "Female" }));
  await next();
  await screen.findByRole("heading", { name: "Document Verification" });
}
