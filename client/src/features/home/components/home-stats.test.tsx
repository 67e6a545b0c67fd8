import { describe, expect, it } from "vitest";
import { figuresFor } from "./home-stats";

describe("the home page's figures", () => {
  it("give a parent's next class as the day, with the time under it, so it fits a phone's card", () => {
    const figures = figuresFor(
      {
        role: "parent",
        children: 2,
        bookings: 12,
        completedSessions: 9,
        nextClassAt: "2026-12-07T19:00:00Z",
        amountSpent: "250.00",
      },
      "America/New_York",
    );
    const next = figures.find((f) => f.label === "Next class")!;
    expect(next.value).toBe("Dec 7");
    expect(next.hint).toBe("Monday, 2:00 PM (America/New_York)");
    const none = figuresFor({
      role: "parent",
      children: 0,
      bookings: 0,
      completedSessions: 0,
      nextClassAt: null,
      amountSpent: "0.00",
    }).find((f) => f.label === "Next class")!;
    expect(none.value).toBe("None");
  });
});
