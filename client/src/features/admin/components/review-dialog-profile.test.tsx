import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewProfile } from "./review-dialog-profile";
import { teacher } from "./review-dialog.test-utils";

/** The text under the term `label` of the profile's list. */
const field = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("ReviewProfile", () => {
  it("lists what the applicant wrote, with the rate as money per hour", () => {
    render(<ReviewProfile teacher={teacher} />);
    expect(field("Bio")).toBe("Hafiza teaching for ten years.");
    expect(field("Experience")).toBe("10 years");
    expect(field("Hourly rate")).toBe("$30.00 per hour");
    expect(field("Phone")).toBe("+44 20 7946 0000");
    expect(field("Email")).toBe("aisha@example.com");
    expect(field("Languages")).toBe("English, Arabic");
    expect(field("Time zone")).toBe("Europe/London");
    expect(field("Specializations")).toBe("Quran Recitation");
  });

  it("says 'Not provided' for an empty field and '1 year' for one", () => {
    render(
      <ReviewProfile
        teacher={{ ...teacher, experience: 1, hourlyRate: null, phoneNumber: null, availableHours: "" }}
      />,
    );
    expect(field("Experience")).toBe("1 year");
    expect(field("Hourly rate")).toBe("Not provided");
    expect(field("Phone")).toBe("Not provided");
    expect(field("Availability")).toBe("Not provided");
  });
});
