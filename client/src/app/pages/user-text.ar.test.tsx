// Issue 32: what people wrote (a bio, a report, a title) keeps its own direction inside the Arabic page: "with proper
// tajweed." ends with its full stop, never ".with proper tajweed".
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProgressReportItem } from "@shared/lessons";
import type { TeacherPublicProfile } from "@shared/reviews";
import { ReviewProfile } from "@/features/admin/components/review-dialog-profile";
import { teacher as applicant } from "@/features/admin/components/review-dialog.test-utils";
import { ReportCard } from "@/features/progress/components/report-card";
import { StudentLessonSummaryView } from "@/features/students/components/student-lesson-summary";
import { ProfileAbout } from "@/features/teachers/components/teacher-public-profile";
import { inArabic } from "@/test/i18n";

const BIO = "I teach Quran with proper tajweed.";

/** The nearest element that sets a direction around `text`: "auto" for someone's words. */
const directionOf = (text: string) => screen.getByText(text).closest("[dir]")?.getAttribute("dir");

describe("someone's words inside the Arabic UI", () => {
  it("a teacher's bio and qualifications on their page and in the admin's review", async () => {
    await inArabic();
    const teacher = {
      firstName: "Khadija",
      bio: BIO,
      qualifications: "Ijazah in Hafs 'an 'Asim.",
      specializations: [],
      languages: [],
    } as unknown as TeacherPublicProfile;
    const { unmount } = render(<ProfileAbout teacher={teacher} />);
    expect(directionOf(BIO)).toBe("auto");
    expect(directionOf("Ijazah in Hafs 'an 'Asim.")).toBe("auto");
    unmount();
    render(<ReviewProfile teacher={{ ...applicant, bio: BIO, qualifications: "Al-Azhar." }} />);
    expect(directionOf(BIO)).toBe("auto");
    expect(directionOf("Al-Azhar.")).toBe("auto");
  });

  it("a lesson's report and the child's card: class, what was covered, feedback, homework, next topics", async () => {
    await inArabic();
    const report: ProgressReportItem = {
      id: 1,
      bookingId: 8,
      studentId: 3,
      classTitle: "Tajweed Basics",
      scheduledAt: "2030-02-18T15:00:00.000Z",
      teacherName: "Aisha Rahman",
      attendance: "present",
      content: "Al-Fatiha with proper tajweed.",
      rating: 4,
      feedback: "Well done.",
      homework: "Revise Al-Fatiha.",
      nextTopics: "Al-Ikhlas.",
      createdAt: "2030-02-20T15:00:00.000Z",
      updatedAt: "2030-02-20T15:00:00.000Z",
      editableUntil: "2030-02-22T15:00:00.000Z",
      hifz: [],
    };
    const { unmount } = render(<ReportCard report={report} zone="UTC" />);
    for (const text of ["Tajweed Basics", report.content, "Well done.", "Revise Al-Fatiha.", "Al-Ikhlas."])
      expect(directionOf(text), text).toBe("auto");
    unmount();
    render(
      <StudentLessonSummaryView
        zone="UTC"
        summary={{
          nextLesson: null,
          lastReport: {
            bookingId: 8,
            classTitle: "Tajweed Basics",
            scheduledAt: report.scheduledAt,
            createdAt: report.createdAt,
            rating: 4,
            homework: "Revise Al-Fatiha.",
          },
        }}
      />,
    );
    expect(directionOf("Revise Al-Fatiha.")).toBe("auto");
    // Inline, inside our sentence: isolated.
    expect(screen.getByText("Tajweed Basics").tagName).toBe("BDI");
  });
});
