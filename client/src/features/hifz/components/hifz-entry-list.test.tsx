import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HifzEntryList } from "./hifz-entry-list";

const base = { reportId: 40, bookingId: 12, lessonAt: "2030-03-04T14:00:00.000Z" };

describe("HifzEntryList", () => {
  it("reads a report's entries back: kind, range by name, grade and the mistakes counted", () => {
    render(
      <HifzEntryList
        entries={[
          {
            ...base,
            id: 1,
            kind: "sabaq",
            from: { surah: 67, ayah: 1 },
            to: { surah: 67, ayah: 5 },
            grade: "good",
            mistakes: { forgot: 2, stuck: 0, tajweed: 1 },
          },
          {
            ...base,
            id: 2,
            kind: "sabqi",
            from: { surah: 113, ayah: 1 },
            to: { surah: 114, ayah: 6 },
            grade: "excellent",
            mistakes: { forgot: 0, stuck: 0, tajweed: 0 },
          },
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Hifz entries" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "SabaqAl-Mulk 1–5· Good · 2 forgotten, 1 tajweed",
      "SabqiAl-Falaq 1 – An-Naas 6· Excellent · no mistakes",
    ]);
  });

  it("shows nothing for a report without entries", () => {
    const { container } = render(<HifzEntryList entries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
