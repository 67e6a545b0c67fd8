import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookOpen, Users } from "lucide-react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DashboardTabsList, Tabs, TabsContent, type TabItem } from "./tabs";

type Tab = "one" | "two";
const TABS: TabItem<Tab>[] = [
  { value: "one", label: "First", icon: Users },
  { value: "two", label: "Second", icon: BookOpen },
];

function Harness({ initial = "one" }: { initial?: Tab }) {
  const [tab, setTab] = useState<Tab>(initial);
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
      <DashboardTabsList tabs={TABS} label="Sections" />
      <TabsContent value="one">Panel one</TabsContent>
      <TabsContent value="two">Panel two</TabsContent>
    </Tabs>
  );
}

describe("DashboardTabsList", () => {
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

  it("wraps its tabs onto a new row rather than hiding them past the edge", () => {
    render(<Harness />);
    const list = screen.getByRole("tablist", { name: "Sections" });
    expect(list.className).toContain("flex-wrap");
    expect(list.className).not.toContain("overflow-x-auto");
    // Nothing around it clips or masks the strip either.
    expect(list.parentElement?.className ?? "").not.toMatch(/overflow-x-auto|mask-image/);
  });
});
