// Issue 36 on a teacher's public profile: the matching facts in words, and the verified ijazah as evidence with its
// issuer, date and a chain (sanad) folded away until asked for.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TeacherPublicProfile } from "@shared/reviews";
import { inArabic } from "@/test/i18n";
import { ProfileHeader, ProfileVerification } from "./teacher-public-profile";

const CHAIN = "Sheikh Ahmad, from Sheikh Mahmoud,\nfrom Sheikh Ali";

const profile: TeacherPublicProfile = {
  id: 9,
  userId: 90,
  firstName: "Ibrahim",
  lastName: "Nasser",
  bio: "Qari.",
  qualifications: "",
  experience: 12,
  hourlyRate: "25.00",
  currency: "USD",
  specializations: ["Quran Recitation"],
  languages: ["Arabic", "French"],
  verificationStatus: "approved",
  availableHours: "",
  timeZone: "Africa/Tunis",
  classes: [],
  classCount: 0,
  rating: null,
  reviewCount: 0,
  createdAt: "2025-01-01T00:00:00.000Z",
  idVerified: true,
  policeCheckVerified: true,
  interviewCompleted: true,
  gender: "male",
  riwayat: ["qalun", "warsh", "hafs"],
  verifiedIjazah: { riwayah: "qalun", coversTeaching: true },
  ijazah: {
    riwayah: "qalun",
    coversTeaching: true,
    issuer: "Sheikh Ahmad al-Tunisi",
    issuedOn: "2019-05-03",
    chain: CHAIN,
  },
};

describe("Teacher public profile: matching (issue 36)", () => {
  it("says the teacher's gender, languages and riwayat in words", () => {
    render(<ProfileHeader teacher={profile} />);
    expect(screen.getByText("Male teacher")).toBeInTheDocument();
    expect(screen.getByText("Teaches in Arabic, French")).toBeInTheDocument();
    expect(screen.getByText("Riwayat taught: Qalun 'an Nafi', Warsh 'an Nafi', Hafs 'an 'Asim")).toBeInTheDocument();
    expect(screen.getByText("Ijazah verified: Qalun 'an Nafi', to teach")).toBeInTheDocument();
  });

  it("shows the verified ijazah's issuer, date and chain, the chain folded until opened", async () => {
    render(<ProfileVerification teacher={profile} />);
    const item = screen.getByText("Ijazah verified: Qalun 'an Nafi', to teach").closest("li")!;
    expect(within(screen.getByRole("list", { name: "Verification results" })).getAllByRole("listitem")).toContain(item);
    const ijazah = within(item);
    expect(ijazah.getByText("Sheikh Ahmad al-Tunisi")).toBeInTheDocument();
    // The calendar date as written, whatever the viewer's time zone.
    expect(ijazah.getByText("May 3, 2019")).toBeInTheDocument();
    const chain = ijazah.getByText(/^Sheikh Ahmad, from Sheikh Mahmoud/);
    expect(chain.closest("details")).not.toHaveAttribute("open");
    expect(chain).not.toBeVisible();
    await userEvent.click(ijazah.getByText("Chain (sanad)"));
    expect(chain.closest("details")).toHaveAttribute("open");
    expect(chain).toBeVisible();
    expect(chain.textContent).toBe(CHAIN);
  });

  it("shows no ijazah evidence without a verified ijazah, nor a chain it does not have", () => {
    const { unmount } = render(<ProfileVerification teacher={{ ...profile, ijazah: null, verifiedIjazah: null }} />);
    expect(screen.queryByText(/Ijazah verified/)).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    unmount();
    render(<ProfileVerification teacher={{ ...profile, ijazah: { ...profile.ijazah!, chain: "" } }} />);
    expect(screen.getByText("Sheikh Ahmad al-Tunisi")).toBeInTheDocument();
    expect(screen.queryByText("Chain (sanad)")).toBeNull();
  });

  it("in Arabic: the ijazah, its riwayah and its date in Arabic", async () => {
    await inArabic();
    render(<ProfileVerification teacher={profile} />);
    const item = screen.getByText("إجازة موثَّقة: قالون عن نافع، للتدريس").closest("li")!;
    expect(within(item).getByText("3 مايو 2019")).toBeInTheDocument();
    expect(within(item).getByText("السند")).toBeInTheDocument();
  });
});
