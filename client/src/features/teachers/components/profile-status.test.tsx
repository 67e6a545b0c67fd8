import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { TeacherProfile } from "@shared/teachers";
import { teacherProfile } from "@/test/teacher-profile";
import { CompleteProfileCard, createClassBlockedReason, ProfileStatusNotice } from "./profile-status";

const profile: TeacherProfile = teacherProfile();

function renderWithRouter(ui: React.ReactNode) {
  const location = memoryLocation({ path: "/teacher/dashboard" });
  return render(<Router hook={location.hook}>{ui}</Router>);
}

describe("ProfileStatusNotice", () => {
  it("shows 'Profile Needs Improvement' with the admin's feedback and 'Update Profile'", () => {
    renderWithRouter(
      <ProfileStatusNotice
        profile={{ ...profile, verificationStatus: "rejected", feedback: "Please upload a clearer ID scan." }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Profile Needs Improvement" })).toBeInTheDocument();
    expect(screen.getByText("Please upload a clearer ID scan.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Update Profile" })).toHaveAttribute("href", "/teacher/onboarding?edit=12");
  });

  it("explains the review and shows each check as evidence with a text label", () => {
    renderWithRouter(<ProfileStatusNotice profile={profile} />);
    expect(screen.getByRole("heading", { name: "Profile Under Review" })).toBeInTheDocument();
    const checks = screen.getByRole("list", { name: "Verification checks" });
    expect(checks).toHaveTextContent("ID verified");
    expect(checks).toHaveTextContent("Police clearance pending");
    expect(checks).toHaveTextContent("Interview pending");
  });

  it("says which required documents are uploaded: an applicant without them does not look like one waiting on the check", () => {
    const { unmount } = renderWithRouter(<ProfileStatusNotice profile={profile} />);
    const none = screen.getByRole("list", { name: "Required documents" });
    expect(none).toHaveTextContent("Government ID: not uploaded");
    expect(none).toHaveTextContent("Police clearance: not uploaded");
    unmount();
    const id = { id: 1, documentType: "id" as const, fileName: "passport.pdf", uploadedAt: "2025-01-02T00:00:00.000Z" };
    renderWithRouter(<ProfileStatusNotice profile={{ ...profile, documents: [id] }} />);
    const some = screen.getByRole("list", { name: "Required documents" });
    expect(some).toHaveTextContent("Government ID: uploaded");
    expect(some).toHaveTextContent("Police clearance: not uploaded");
  });

  it("shows nothing for an approved profile", () => {
    const { container } = renderWithRouter(
      <ProfileStatusNotice profile={{ ...profile, verificationStatus: "approved" }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("CompleteProfileCard", () => {
  it("sends a teacher without a profile to onboarding", () => {
    renderWithRouter(<CompleteProfileCard />);
    expect(screen.getByRole("heading", { name: "Complete Your Teacher Profile" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Complete Profile" })).toHaveAttribute("href", "/teacher/onboarding");
  });
});

describe("createClassBlockedReason", () => {
  it("blocks every status but approved", () => {
    expect(createClassBlockedReason({ verificationStatus: "approved" })).toBeNull();
    expect(createClassBlockedReason({ verificationStatus: "pending" })).toMatch(/must be approved/);
    expect(createClassBlockedReason({ verificationStatus: "rejected" })).toMatch(/must be approved/);
    expect(createClassBlockedReason(null)).toMatch(/approved/);
  });
});
