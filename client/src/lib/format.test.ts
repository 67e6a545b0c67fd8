import { describe, expect, it } from "vitest";
import { formatEventTime, formatInZone, zoneLabel } from "./format";

describe("times read with their zone named, one format everywhere", () => {
  it("names the zone by its IANA name in brackets, as the server's messages do", () => {
    expect(zoneLabel("Europe/London")).toBe("(Europe/London)");
    expect(zoneLabel("UTC")).toBe("(UTC)");
  });

  it("reads the instant in the zone, across a daylight-saving change", () => {
    // London: 14:00 BST on 24 October 2026, 14:00 GMT on 26 October (clocks went back on the 25th).
    expect(formatInZone("2026-10-24T13:00:00Z", "EEE d MMM, HH:mm", "Europe/London")).toBe(
      "Sat 24 Oct, 14:00 (Europe/London)",
    );
    expect(formatInZone("2026-10-26T14:00:00Z", "EEE d MMM, HH:mm", "Europe/London")).toBe(
      "Mon 26 Oct, 14:00 (Europe/London)",
    );
    expect(formatEventTime("2026-11-02T19:00:00Z", "America/New_York")).toBe(
      "Mon, November 2 at 2:00 PM (America/New_York)",
    );
  });
});
