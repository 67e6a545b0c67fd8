// A trial lesson's report places the child (issue 36): apart from shared/matching.ts, which the schema imports and
// drizzle-kit loads, because the Quran's data (quran-meta) is a package drizzle-kit's loader cannot resolve.
import { z } from "zod";
import { LEVELS, type Level } from "./constants";
import { placeProblem } from "./quran";

/** The teacher's placement of a child after a trial lesson: the level and where in the Quran to start. */
export const placementSchema = z
  .object({
    level: z.enum(LEVELS, { error: "The placement level must be beginner, intermediate or advanced" }),
    surah: z.number({ error: "surah must be a number" }).int("surah must be a whole number"),
    ayah: z.number({ error: "ayah must be a number" }).int("ayah must be a whole number"),
  })
  .superRefine((p, ctx) => {
    const problem = placeProblem({ surah: p.surah, ayah: p.ayah });
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["ayah"] });
  });
export type Placement = { level: Level; surah: number; ayah: number };

export const PLACEMENT_REQUIRED_MESSAGE = "Please give the child's placement: a level and where to start in the Quran";
export const PLACEMENT_NOT_TRIAL_MESSAGE = "Only the report of a trial lesson holds a placement";
