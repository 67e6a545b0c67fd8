// The retired time-zone names ICU still reports, mapped to their current names (shared/time-zone-names.ts).
import { timeZonesNames } from "@vvo/tzdb";
import { describe, expect, it } from "vitest";
import { currentNames, render } from "../scripts/time-zone-names";
import { timeZone } from "./fields";
import { CURRENT_ZONE_NAMES, currentZoneName } from "./time-zone-names";

const icuId = (zone: string) => new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;

describe("current time-zone names", () => {
  it("maps each retired name to the current name of the very same zone", () => {
    const current = new Set(timeZonesNames);
    for (const [retired, name] of Object.entries(CURRENT_ZONE_NAMES)) {
      expect(current.has(name), name).toBe(true);
      expect(icuId(name), `${retired} and ${name}`).toBe(icuId(retired));
    }
    expect(currentZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(currentZoneName("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(currentZoneName("Europe/London")).toBe("Europe/London");
    // Zones that only share today's rules are different places, and keep their names.
    expect(currentZoneName("America/Boise")).toBe("America/Boise");
  });

  it("covers every retired name this runtime reports (else regenerate: node --import tsx scripts/time-zone-names.ts)", () => {
    const generated = currentNames(Intl.supportedValuesOf("timeZone"));
    expect(CURRENT_ZONE_NAMES).toMatchObject(generated);
    // Whatever the runtime lists comes out under a name tzdb lists today, unless tzdb knows no name for that zone.
    const current = new Set(timeZonesNames);
    const known = new Set(timeZonesNames.map(icuId));
    const retired = Intl.supportedValuesOf("timeZone").filter(
      (z) => !current.has(currentZoneName(z)) && known.has(icuId(z)),
    );
    expect(retired).toEqual([]);
    expect(currentZoneName("America/Indianapolis")).toBe("America/Indiana/Indianapolis");
    // Not an object's own key: never a property of Object.prototype.
    expect(currentZoneName("constructor")).toBe("constructor");
    expect(render(CURRENT_ZONE_NAMES)).toContain('"Asia/Calcutta": "Asia/Kolkata"');
  });

  it("is what the time-zone field stores, whatever spelling it was sent", () => {
    expect(timeZone.parse("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(timeZone.parse("asia/kolkata")).toBe("Asia/Kolkata");
    expect(timeZone.parse("europe/kiev")).toBe("Europe/Kyiv");
    expect(timeZone.parse("Europe/London")).toBe("Europe/London");
  });
});
