import type { TeacherProfile } from "@shared/teachers";

/** A teacher's own profile (GET /api/teacher/profile) for tests: an applicant under review, ID checked, no documents. */
export function teacherProfile(over: Partial<TeacherProfile> = {}): TeacherProfile {
  return {
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
    verificationStatus: "pending",
    idVerified: true,
    policeCheckVerified: false,
    interviewCompleted: false,
    feedback: null,
    availableHours: "Weekdays after 4pm",
    timeZone: "Europe/London",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    documents: [],
    ...over,
  };
}
