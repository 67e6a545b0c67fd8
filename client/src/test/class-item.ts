import type { ClassItem } from "@shared/classes";

/** A class as GET /api/classes lists it, for tests: a teacher's active one-to-four tajweed class. */
export function classItem(over: Partial<ClassItem> = {}): ClassItem {
  return {
    id: 7,
    teacherId: 3,
    title: "Tajweed for Beginners",
    description: "Learn the rules of recitation step by step.",
    subject: "Quran Recitation",
    level: "beginner",
    duration: 45,
    price: "20.00",
    currency: "USD",
    maxStudents: 4,
    isActive: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...over,
  };
}
