import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookOpen, Users } from "lucide-react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScrollingTabsList, Tabs, TabsContent, type TabItem } from "./tabs";

type Tab = "one" | "two";
const TABS: TabItem<Tab>[] = [
  { value: "one", label: "First", icon: Users },
  { value: "two", label: "Second", icon: BookOpen },
];

function Harness({ fitsFrom, initial = "one" }: { fitsFrom?: "sm" | "lg"; initial?: Tab }) {
  const [tab, setTab] = useState<Tab>(initial);
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
      <ScrollingTabsList tabs={TABS} label="Sections" fitsFrom={fitsFrom} />
      <TabsContent value="one">Panel one</TabsContent>
      <TabsContent value="two">Panel two</TabsContent>
    </Tabs>
  );
}

describe("ScrollingTabsList", () => {
  it("names the tab list, shows one tab per item with its label, and switches panels", async () => {
    render(<Harness />);
    const list = screen.getByRole("tablist", { name: "Sections" });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["First", "Second"]);
    expect(screen.getByText("Panel one")).toBeVisible();
    await userEvent.click(screen.getByRole("tab", { name: "Second" }));
    expect(screen.getByRole("tab", { name: "Second" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Panel two")).toBeVisible();
  });

  it("stops scrolling from the breakpoint it is given", () => {
    const { container, unmount } = render(<Harness />);
    expect(container.firstElementChild?.firstElementChild?.className).toContain("sm:overflow-visible");
    unmount();
    const lg = render(<Harness fitsFrom="lg" />);
    const strip = lg.container.firstElementChild?.firstElementChild;
    expect(strip?.className).toContain("lg:overflow-visible");
    expect(strip?.className).not.toContain("sm:overflow-visible");
  });

  describe("keeps the chosen tab in view", () => {
    afterEach(() => vi.restoreAllMocks());

    it("scrolls the strip to a chosen tab that sits past its edge (a tab opened from the address on a phone)", () => {
      // jsdom lays nothing out: the strip is 300 px wide and the second tab sits at 320-400 px.
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
        const box = this.getAttribute("role") === "tab" ? (this.textContent === "Second" ? [320, 400] : [0, 80]) : [0, 300];
        return { left: box[0], right: box[1], top: 0, bottom: 40, width: box[1] - box[0], height: 40, x: box[0], y: 0, toJSON: () => ({}) } as DOMRect;
      });
      const scrollBy = vi.fn();
      Object.defineProperty(HTMLElement.prototype, "scrollBy", { value: scrollBy, configurable: true });
      render(<Harness initial="two" />);
      expect(scrollBy).toHaveBeenCalledWith({ left: 148 });
      scrollBy.mockClear();
      render(<Harness initial="one" />);
      expect(scrollBy).not.toHaveBeenCalled();
    });
  });
});
