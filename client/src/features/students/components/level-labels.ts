import type { Level } from "@shared/constants";

/** How levels read on screen; the API keeps the lower-case values. */
export const LEVEL_LABELS: Record<Level, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};
