import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookOpen, Users } from "lucide-react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ScrollingTabsList, Tabs, TabsContent, type TabItem } from "./tabs";

type Tab = "one" | "two";
const TABS: TabItem<Tab>[] = [
  { value: "one", label: "First", icon: Users },
  { value: "two", label: "Second", icon: BookOpen },
];

function Harness({ fitsFrom }: { fitsFrom?: "sm" | "lg" }) {
  const [tab, setTab] = useState<Tab>("one");
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
});
