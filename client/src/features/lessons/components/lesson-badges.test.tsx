import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ATTENDANCES } from "@shared/constants";
import { AttendanceBadge } from "./lesson-badges";

describe("AttendanceBadge", () => {
  it("says each attendance in words, with the colours of the Progress tab's counts", () => {
    render(
      <>
        {ATTENDANCES.map((a) => (
          <AttendanceBadge key={a} attendance={a} />
        ))}
      </>,
    );
    const look = (label: string) => screen.getByText(label).closest("[data-slot=badge]")!.className;
    expect(look("Present")).toMatch(/bg-success-soft/);
    expect(look("Late")).toMatch(/bg-warning-soft/);
    expect(look("Absent")).toMatch(/bg-destructive-soft/);
    expect(look("Teacher absent")).toMatch(/bg-info-soft/);
  });

  it("draws nothing until the attendance is recorded", () => {
    const { container } = render(<AttendanceBadge attendance={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
