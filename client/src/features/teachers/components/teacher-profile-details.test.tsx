import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { TeacherProfile } from "@shared/teachers";
import { TeacherProfileDetails } from "./teacher-profile-details";

const profile: TeacherProfile = {
  id: 12,
  userId: 3,
  bio: "Hafiza teaching for ten years.",
  qualifications: "Ijazah in Hafs",
  experience: 10,
  hourlyRate: "30.00",
  currency: "USD",
  phoneNumber: "+44 20 7946 0000",
  specializations: ["Quran Recitation"],
  languages: ["English", "Arabic"],
  verificationStatus: "approved",
  idVerified: true,
  policeCheckVerified: true,
  interviewCompleted: true,
  feedback: null,
  availableHours: "Weekdays after 4pm",
  timeZone: "Europe/London",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  documents: [],
};

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
    renderDetails({ ...profile, verificationStatus: "pending", idVerified: false, policeCheckVerified: false, interviewCompleted: false });
    expect(screen.getByText(/Your ID and police clearance are needed for approval/)).toBeInTheDocument();
  });
});
