import { CLASSES_CAP_MESSAGE, type ClassItem } from "@shared/classes";
import { CAPS } from "@shared/constants";
import { translateServerMessage } from "@/lib/i18n";
import { pagedQueryOptions, usePagedList } from "@/lib/paged-list";

/**
 * A teacher acting as teacher gets their own classes (active and inactive); others the active classes of approved
 * teachers. A page at a time (newest first), with the number of all of them.
 */
export const classesQueryOptions = pagedQueryOptions<ClassItem>("/api/classes");

export function useClassPages(enabled = true) {
  return usePagedList(classesQueryOptions, enabled);
}

/**
 * Why the teacher cannot create another class (the classes cap, inactive classes included); null when they can.
 * The same words as the server's 409 (CLASSES_CAP_MESSAGE of @shared/classes, translated as the server's messages
 * are), with a full stop.
 */
export function classCapReason(total: number): string | null {
  return total >= CAPS.classesPerTeacher ? `${translateServerMessage(CLASSES_CAP_MESSAGE)}.` : null;
}
