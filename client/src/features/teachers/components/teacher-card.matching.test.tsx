// Issue 36 on a teacher's card: gender, languages, riwayat and a verified ijazah in words, a class's trial lesson, in
// English (the words of shared/matching.ts) and in Arabic.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ClassItem } from "@shared/classes";
import { ijazahLine, RIWAYAT, teachesInLine } from "@shared/matching";
import type { TeacherListItem } from "@shared/teachers";
import { inArabic } from "@/test/i18n";
import { ijazahText, teachesInText } from "./matching-facts";
import { TeacherCard } from "./teacher-card";

const klass = (id: number, overrides: Partial<ClassItem> = {}): ClassItem => ({
  id,
  teacherId: 40,
  title: `Hifz ${id}`,
  description: "Juz Amma, a page a week.",
  subject: "Quran Memorization",
  level: "beginner",
  duration: 45,
  price: "15.00",
  currency: "USD",
  maxStudents: 1,
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  trialMinutes: null,
  trialPrice: null,
  ...overrides,
});

const maryam: TeacherListItem = {
  id: 4,
  userId: 40,
  firstName: "Maryam",
  lastName: "Siddiqui",
  bio: "Hifz teacher.",
  qualifications: "",
  experience: 6,
  hourlyRate: "20.00",
  currency: "USD",
  specializations: ["Quran Memorization"],
  languages: ["Urdu", "English"],
  verificationStatus: "approved",
  availableHours: "",
  timeZone: "Asia/Karachi",
  classes: [
    klass(1, { trialMinutes: 20, trialPrice: "0.00" }),
    klass(2, { trialMinutes: 15, trialPrice: "5.00" }),
    klass(3),
  ],
  classCount: 3,
  rating: null,
  reviewCount: 0,
  createdAt: "2025-01-01T00:00:00.000Z",
  gender: "female",
  riwayat: ["hafs", "warsh"],
  verifiedIjazah: { riwayah: "hafs", coversTeaching: true },
};

function renderCard(teacher: TeacherListItem) {
  const location = memoryLocation({ path: "/browse-teachers" });
  render(
    <Router hook={location.hook}>
      <TeacherCard teacher={teacher} />
    </Router>,
  );
}

const offer = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!;

describe("TeacherCard: matching (issue 36)", () => {
  it("says the teacher's gender, languages, riwayat and verified ijazah in words", () => {
    renderCard(maryam);
    expect(screen.getByText("Female teacher")).toBeInTheDocument();
    expect(screen.getByText("Teaches in Urdu, English")).toBeInTheDocument();
    expect(screen.getByText("Riwayat taught: Hafs 'an 'Asim, Warsh 'an Nafi'")).toBeInTheDocument();
    expect(screen.getByText("Ijazah verified: Hafs 'an 'Asim, to teach")).toBeInTheDocument();
  });

  it("shows each class's trial lesson, free or with its price, and none on a class without one", () => {
    renderCard(maryam);
    expect(within(offer("Hifz 1")).getByText("Trial lesson: 20 min, Free")).toBeInTheDocument();
    expect(
      within(offer("Hifz 2"))
        .getByText(/^Trial lesson: 15 min,/)
        .closest("p"),
    ).toHaveTextContent(/^Trial lesson: 15 min, \$5\.00$/);
    expect(within(offer("Hifz 3")).queryByText(/Trial lesson/)).toBeNull();
  });

  it("leaves out what the teacher has not given or an admin has not verified", () => {
    renderCard({ ...maryam, gender: null, riwayat: ["shubah"], verifiedIjazah: null, languages: ["Malay"] });
    expect(screen.queryByText(/Female teacher|Male teacher/)).toBeNull();
    expect(screen.queryByText(/Ijazah verified/)).toBeNull();
    expect(screen.getByText("Riwayah taught: Shu'bah 'an 'Asim")).toBeInTheDocument();
    expect(screen.getByText("Teaches in Malay")).toBeInTheDocument();
  });

  it("says a male teacher's ijazah to recite as shared/matching.ts words it", () => {
    renderCard({ ...maryam, gender: "male", verifiedIjazah: { riwayah: "duri", coversTeaching: false } });
    expect(screen.getByText("Male teacher")).toBeInTheDocument();
    expect(screen.getByText("Ijazah verified: Al-Duri 'an Abi 'Amr, to recite")).toBeInTheDocument();
  });

  it("words the ijazah and the language exactly as the shared contract does, for every riwayah", () => {
    for (const riwayah of RIWAYAT) {
      for (const coversTeaching of [true, false]) {
        expect(ijazahText({ riwayah, coversTeaching })).toBe(ijazahLine({ riwayah, coversTeaching }));
      }
    }
    expect(teachesInText(["Urdu"])).toBe(teachesInLine("Urdu"));
  });

  it("in Arabic: the riwayat, the languages, the ijazah and the trial in Arabic words", async () => {
    await inArabic();
    renderCard(maryam);
    expect(screen.getByText("معلمة")).toBeInTheDocument();
    expect(screen.getByText("التدريس بالأردية والإنجليزية")).toBeInTheDocument();
    expect(screen.getByText("الروايات المُدرَّسة: حفص عن عاصم وورش عن نافع")).toBeInTheDocument();
    expect(screen.getByText("إجازة موثَّقة: حفص عن عاصم، للتدريس")).toBeInTheDocument();
    expect(within(offer("Hifz 1")).getByText("حصة تجريبية: 20 دقيقة، مجانًا")).toBeInTheDocument();
    expect(within(offer("Hifz 2")).getByText(/^حصة تجريبية: 15 دقيقة،/)).toBeInTheDocument();
    expect(screen.queryByText(/Trial lesson|Ijazah verified|Teaches in|Female teacher|'an/)).toBeNull();
  });
});
