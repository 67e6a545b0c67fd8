// The statement's months: twelve, newest first, across a new year, and the month as the viewer's zone has it.
import { describe, expect, it } from "vitest";
import { statementMonths } from "./statement-months";

describe("statementMonths", () => {
  it("lists this month and the eleven before, newest first, across the new year", () => {
    const months = statementMonths(new Date("2026-03-15T12:00:00Z"), "UTC");
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: "2026-03", label: "March 2026" });
    expect(months.map((m) => m.value).slice(2, 4)).toEqual(["2026-01", "2025-12"]);
    expect(months.at(-1)).toEqual({ value: "2025-04", label: "April 2025" });
  });

  it("takes this month from the viewer's zone: already January in Tokyo, still December in New York", () => {
    const at = new Date("2026-12-31T20:00:00Z");
    expect(statementMonths(at, "Asia/Tokyo")[0]!.value).toBe("2027-01");
    expect(statementMonths(at, "America/New_York")[0]!.value).toBe("2026-12");
  });
});
