// Request contract for a child's student profile (spec §5 "Student", default age of §9).
import { z } from "zod";
import { CAPS, LEVELS, TEXT_MAX } from "./constants";
import { integer, oneLine, text } from "./fields";

export const STUDENT_DEFAULT_AGE = 6;

export const studentSchema = z.object({
  name: text(TEXT_MAX.name, `Name must be at most ${TEXT_MAX.name} characters`)
    .min(2, "Name must be at least 2 characters")
    .refine(oneLine, "Name must be a single line without control characters"),
  age: integer("Age must be a whole number").pipe(
    z.number().min(3, "Age must be at least 3").max(18, "Age must be at most 18"),
  ),
  level: z.enum(LEVELS, { error: "Please select a level" }),
  goals: text(TEXT_MAX.note, `Goals must be at most ${TEXT_MAX.note} characters`).optional(),
  specialNeeds: text(TEXT_MAX.note, `Special needs must be at most ${TEXT_MAX.note} characters`).optional(),
});
export type StudentInput = z.input<typeof studentSchema>;
export type StudentValues = z.output<typeof studentSchema>;

/** PATCH /api/student/profiles/{id}: any of the fields. */
export const studentUpdateSchema = studentSchema
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update", path: ["name"] });

/** The 409 of the children cap, and the reason the Add Child button gives when it is reached. */
export const CHILDREN_CAP_MESSAGE = `You can add at most ${CAPS.childrenPerParent} children`;

export interface StudentItem {
  id: number;
  parentId: number;
  name: string;
  age: number;
  level: "beginner" | "intermediate" | "advanced";
  goals: string | null;
  specialNeeds: string | null;
  createdAt: string;
  updatedAt: string;
}
