import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { TeacherProfile } from "@shared/teachers";
import type { PublicUser } from "@shared/users";
import { userQueryKey } from "@/features/auth";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes } from "@/test/msw";
import { teacherProfile } from "@/test/teacher-profile";
import { TeacherProfileDetails } from "./teacher-profile-details";

const profile: TeacherProfile = teacherProfile({
  verificationStatus: "approved",
  policeCheckVerified: true,
  interviewCompleted: true,
});

const renderDetails = (p: TeacherProfile) =>
  render(
    <Router hook={memoryLocation({ path: "/teacher/dashboard" }).hook}>
      <TeacherProfileDetails profile={p} onEditHours={() => {}} />
    </Router>,
  );

describe("TeacherProfileDetails without documents", () => {
  it("does not tell an approved teacher that documents are needed for approval", () => {
    renderDetails(profile);
    expect(screen.queryByText(/needed for approval/)).toBeNull();
    expect(screen.getByText(/Your profile is approved/)).toBeInTheDocument();
  });

  it("tells an applicant what the approval needs", () => {
    renderDetails({
      ...profile,
      verificationStatus: "pending",
      idVerified: false,
      policeCheckVerified: false,
      interviewCompleted: false,
    });
    expect(screen.getByText(/Your ID and police clearance are needed for approval/)).toBeInTheDocument();
  });

  it("keeps a space between the hours and the link that edits them", () => {
    renderDetails({ ...profile, availableHours: "Mon–Sat 09:00–12:00, 14:00–20:00" });
    const line = screen.getByRole("button", { name: "Edit hours" }).closest("dd");
    expect(line?.textContent).toBe("Mon–Sat 09:00–12:00, 14:00–20:00 Edit hours");
  });
});

describe("TeacherProfileDetails' hourly rate (issue 32)", () => {
  it("shows the USD rate and, to a teacher who prefers another currency, the approximate amount in it", async () => {
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
    const client = createQueryClient();
    client.setQueryData(userQueryKey, { id: 1, firstName: "A", lastName: "B", preferredCurrency: "GBP" } as PublicUser);
    render(
      <QueryClientProvider client={client}>
        <Router hook={memoryLocation({ path: "/teacher/dashboard" }).hook}>
          <TeacherProfileDetails profile={{ ...profile, hourlyRate: "30.00", currency: "USD" }} />
        </Router>
      </QueryClientProvider>,
    );
    expect(screen.getByText("$30.00 per hour")).toBeInTheDocument();
    expect(await screen.findByText("· ≈ £24.00 per hour", { normalizer: (s) => s.trim() })).toBeInTheDocument();
  });
});

describe("TeacherProfileDetails' matching details (issue 36)", () => {
  const ijazah = {
    riwayah: "hafs" as const,
    coversTeaching: false,
    issuer: "Sheikh Ahmad al-Zayyat",
    issuedOn: "2015-06-01",
    chain: "",
  };

  it("shows the gender, the riwayat and a stated ijazah not verified yet", () => {
    renderDetails({ ...profile, gender: "female", riwayat: ["hafs", "warsh"], ijazah, ijazahVerified: false });
    expect(screen.getByText("Female teacher")).toBeInTheDocument();
    expect(screen.getByText("Warsh 'an Nafi'")).toBeInTheDocument();
    expect(screen.getByText("Not verified yet")).toBeInTheDocument();
    expect(screen.getByText("Sheikh Ahmad al-Zayyat")).toBeInTheDocument();
    expect(screen.getByText("To recite only")).toBeInTheDocument();
    expect(screen.queryByText("Ijazah verified")).toBeNull();
  });

  it("says when the ijazah is verified", () => {
    renderDetails({ ...profile, gender: "male", ijazah, ijazahVerified: true, ijazahNote: "Issuer confirmed." });
    expect(screen.getByText("Ijazah verified")).toBeInTheDocument();
    expect(screen.queryByText("Not verified yet")).toBeNull();
  });
});
