import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { timeZoneGroups, type TimeZoneGroup } from "../lib/profile-form";

/**
 * The grouped zone list as <option>s for a NativeSelect (UTC first, then one <optgroup> per region), `current`
 * included even when the browser's list leaves it out. ~420 options: built once per chosen zone.
 */
export function TimeZoneOptions({
  current,
  groups = timeZoneGroups,
}: {
  current: string | undefined;
  /** The list to show (the browser's, grouped, by default; a test may give its own). */
  groups?: (current: string) => TimeZoneGroup[];
}) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      groups(current ?? "").map((group) => {
        const options = group.zones.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zone.label}
          </option>
        ));
        return group.region ? (
          <optgroup key={group.region} label={t(group.region)}>
            {options}
          </optgroup>
        ) : (
          options
        );
      }),
    [current, groups, t],
  );
}
