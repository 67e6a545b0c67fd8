import { describe, expect, it } from "vitest";
import type { DashboardFigures } from "@shared/users";
import { parentFigures } from "./parent-figures";

const base: Extract<DashboardFigures, { role: "parent" }> = {
  role: "parent",
  children: 2,
  bookings: 7,
  completedSessions: 3,
  nextClassAt: "2026-12-07T19:00:00.000Z",
  amountSpent: "1234.5",
};

const byLabel = (figures: ReturnType<typeof parentFigures>) => Object.fromEntries(figures.map((f) => [f.label, f]));

describe("parentFigures", () => {
  it("turns the server's figures into cards, the next class in the viewer's zone", () => {
    const f = byLabel(parentFigures(base, "America/New_York"));
    expect(f.Children!.value).toBe("2");
    expect(f.Bookings!.value).toBe("7");
    expect(f.Bookings!.hint).toBe("3 completed sessions");
    expect(f["Next class"]!.value).toBe("Dec 7");
    expect(f["Next class"]!.hint).toBe("Monday, 2:00 PM (America/New_York)");
    expect(f.Spent!.value).toBe("$1,234.50");
  });

  it("says when nothing is scheduled and counts one session in the singular", () => {
    const f = byLabel(parentFigures({ ...base, nextClassAt: null, completedSessions: 1, amountSpent: "0.00" }, "UTC"));
    expect(f["Next class"]!.value).toBe("None");
    expect(f["Next class"]!.hint).toBe("No class scheduled yet");
    expect(f.Bookings!.hint).toBe("1 completed session");
    expect(f.Spent!.value).toBe("$0.00");
  });

  it("adds the amount spent in the viewer's currency when there is one (issue 20: 'Spent' was USD only)", () => {
    expect(byLabel(parentFigures(base, "UTC")).Spent!.hint).toBe("Total paid so far");
    expect(byLabel(parentFigures(base, "UTC", "£975.26")).Spent!.hint).toBe("Total paid so far · ≈ £975.26");
  });
});
