import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes } from "@/test/msw";
import { planItem } from "@/test/plan-item";
import { TeacherPlanStudents } from "./teacher-plan-students";

function renderRoster() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeacherPlanStudents />
    </QueryClientProvider>,
  );
}

describe("TeacherPlanStudents", () => {
  it("lists each plan student with the weekly times in the teacher's zone, status, since and lessons", async () => {
    const paused = planItem({
      id: 2,
      studentName: "Maryam Ali",
      status: "paused",
      createdAt: "2030-02-10T20:30:00.000Z",
      currentCycle: { ...planItem().currentCycle, lessons: planItem().currentCycle.lessons.slice(0, 1) },
    });
    mockRoutes({
      "/api/plans": () => HttpResponse.json([planItem(), paused], { headers: { "X-Total-Count": "2" } }),
    });
    renderRoster();
    expect(screen.getByRole("heading", { name: "Plan students" })).toBeInTheDocument();
    const zayd = within((await screen.findByRole("heading", { name: "Zayd Ali" })).closest("li")!);
    expect(zayd.getByText("Hifz Juz 'Amma")).toBeInTheDocument();
    const times = within(zayd.getByRole("list", { name: "Weekly times" }));
    expect(times.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Monday 5:00 PM", "Wednesday 3:00 AM"]);
    expect(zayd.getByText("(Asia/Karachi)")).toBeInTheDocument();
    expect(zayd.getByText("Active")).toBeInTheDocument();
    expect(zayd.getByText(/^Since/)).toHaveTextContent("Since Mar 1, 2030");
    expect(zayd.getByText("8 lessons this cycle")).toBeInTheDocument();
    const maryam = within(screen.getByRole("heading", { name: "Maryam Ali" }).closest("li")!);
    expect(maryam.getByText("Paused")).toBeInTheDocument();
    // 20:30 UTC on 10 February is already the 11th in Karachi.
    expect(maryam.getByText(/^Since/)).toHaveTextContent("Since Feb 11, 2030");
    expect(maryam.getByText("1 lesson this cycle")).toBeInTheDocument();
  });

  it("says who will appear when there is no plan student yet", async () => {
    mockRoutes({ "/api/plans": () => HttpResponse.json([], { headers: { "X-Total-Count": "0" } }) });
    renderRoster();
    expect(await screen.findByRole("heading", { name: "No plan students yet" })).toBeInTheDocument();
    expect(screen.getByText(/books one of your classes weekly/)).toBeInTheDocument();
  });

  it("offers a retry when the roster cannot be loaded", async () => {
    let calls = 0;
    mockRoutes({
      "/api/plans": () =>
        ++calls === 1
          ? HttpResponse.json({ message: "Database unavailable" }, { status: 500 })
          : HttpResponse.json([planItem()], { headers: { "X-Total-Count": "1" } }),
    });
    renderRoster();
    expect(await screen.findByRole("alert")).toHaveTextContent("The weekly plans could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Zayd Ali" })).toBeInTheDocument();
  });
});
