import type { PrayerSettings } from "@shared/prayer-times";
import { useCachedUser } from "@/features/auth";

/**
 * The signed-in user's prayer-time setting, null when off. Read from the current user already loaded (the signed-in
 * pages wait for it) and never asked for: a mark is a hint, not worth a request of its own.
 */
export function usePrayerSettings(): PrayerSettings | null {
  return useCachedUser()?.prayerTimes ?? null;
}
