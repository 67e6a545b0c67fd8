import { describe, expect, it } from "vitest";
import { timeZoneGroups } from "./profile-form";

describe("the time-zone picker's list", () => {
  it("is grouped by region, UTC first, under current names: Kolkata and Kyiv, never Calcutta or Kiev", () => {
    const groups = timeZoneGroups();
    expect(groups[0]).toMatchObject({ region: "", zones: [{ value: "UTC" }] });
    const regions = groups.slice(1).map((g) => g.region);
    expect(regions).toEqual(expect.arrayContaining(["Africa", "America", "Asia", "Europe", "Pacific"]));
    const values = groups.flatMap((g) => g.zones.map((z) => z.value));
    expect(values).toContain("Asia/Kolkata");
    expect(values).toContain("Europe/Kyiv");
    expect(values).not.toContain("Asia/Calcutta");
    expect(values).not.toContain("Europe/Kiev");
    // Each name once.
    expect(new Set(values).size).toBe(values.length);
    const asia = groups.find((g) => g.region === "Asia")!;
    expect(asia.zones.find((z) => z.value === "Asia/Kolkata")?.label).toMatch(/^Kolkata \(GMT\+5:30\)$/);
  });

  it("shows a zone saved under its retired name as the current one, not as an extra entry", () => {
    const groups = timeZoneGroups("Asia/Calcutta");
    expect(groups[0].zones.map((z) => z.value)).toEqual(["UTC"]);
  });
});
