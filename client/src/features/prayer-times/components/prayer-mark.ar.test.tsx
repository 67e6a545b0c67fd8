import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inArabic } from "@/test/i18n";
import { PrayerMark, prayerMarkSentence } from "./prayer-mark";

describe("PrayerMark in Arabic", () => {
  it("names the prayer and its time in Arabic, and says what it means to a screen reader", async () => {
    await inArabic();
    const { container } = render(
      <PrayerMark time={{ prayer: "asr", at: new Date("2026-03-29T15:35:00Z") }} timeZone="Europe/London" />,
    );
    expect(screen.getByText("العصر 4:35 م")).toBeInTheDocument();
    expect(container.querySelector(".sr-only")).toHaveTextContent("يقع في وقت صلاة العصر، 4:35 م");
    expect(prayerMarkSentence("fajr")).toBe("يقع في وقت صلاة الفجر");
    expect(screen.queryByText(/Asr/)).toBeNull();
  });
});
