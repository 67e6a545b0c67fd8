import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CAPS } from "@shared/constants";
import type { StudentItem } from "@shared/students";
import type { StudentWithSummary } from "../api/get-students";
import { StudentLessonSummaryView } from "./student-lesson-summary";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { StudentsList } from "./students-list";

const answerProfiles = (items: StudentWithSummary[]) =>
  mockApi(http.get("/api/student/profiles", () => HttpResponse.json(items)));

const student = (id: number, over: Partial<StudentItem> = {}): StudentItem => ({
  id,
  parentId: 4,
  name: `Child ${id}`,
  age: 7,
  level: "beginner",
  goals: null,
  specialNeeds: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  ...over,
});

function renderList() {
  const onAdd = vi.fn();
  const onEdit = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StudentsList onAdd={onAdd} onEdit={onEdit} />
    </QueryClientProvider>,
  );
  return { onAdd, onEdit };
}

describe("StudentsList", () => {
  it("shows each child's name, age, level and notes, with Edit", async () => {
    answerProfiles([
      student(1, {
        name: "Amina Khan",
        age: 8,
        level: "intermediate",
        goals: "Finish Juz 'Amma",
        specialNeeds: "Mild dyslexia",
      }),
      student(2, { name: "Yusuf" }),
    ]);
    const { onEdit, onAdd } = renderList();
    const list = await screen.findByRole("list", { name: "Your children" });
    const card = within(list).getAllByRole("listitem")[0]!;
    expect(within(card).getByRole("heading", { name: "Amina Khan" })).toBeInTheDocument();
    expect(within(card).getByText("Age 8")).toBeInTheDocument();
    expect(within(card).getByText("Intermediate")).toBeInTheDocument();
    expect(within(card).getByText("Finish Juz 'Amma")).toBeInTheDocument();
    expect(within(card).getByText("Mild dyslexia")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Edit Yusuf" }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: "Yusuf" }));
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it("invites the parent to add their first child when there are none", async () => {
    answerProfiles([]);
    const { onAdd } = renderList();
    expect(await screen.findByRole("heading", { name: "No children added yet" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Child" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add Your First Child" }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it("disables Add Child at the children cap and says why", async () => {
    answerProfiles(Array.from({ length: CAPS.childrenPerParent }, (_, i) => student(i + 1)));
    const { onAdd } = renderList();
    await screen.findByRole("list", { name: "Your children" });
    const add = screen.getByRole("button", { name: "Add Child" });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription("You can add at most 20 children.");
    expect(screen.getByText("You can add at most 20 children.")).toBeVisible();
    await userEvent.click(add);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("keeps Add Child enabled below the cap", async () => {
    answerProfiles(Array.from({ length: CAPS.childrenPerParent - 1 }, (_, i) => student(i + 1)));
    renderList();
    await screen.findByRole("list", { name: "Your children" });
    expect(screen.getByRole("button", { name: "Add Child" })).toBeEnabled();
    expect(screen.queryByText(/at most 20 children/)).toBeNull();
  });

  it("offers 'Try again' after a failed read", async () => {
    answerProfiles([student(1)]);
    // The first read fails; the retry gets the list.
    mockApi(
      http.get(
        "/api/student/profiles",
        () => HttpResponse.json({ message: "Internal server error" }, { status: 500 }),
        { once: true },
      ),
    );
    renderList();
    expect(await screen.findByText("Your children's profiles could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Child 1" })).toBeInTheDocument();
  });

  it("shows each child's next lesson and last report, and nothing of the kind from a server without summaries", async () => {
    answerProfiles([
      student(1, { name: "Amina Khan" }),
      {
        ...student(2, { name: "Yusuf Khan" }),
        summary: {
          nextLesson: {
            bookingId: 9,
            classTitle: "Hifz Circle",
            teacherName: "Aisha Rahman",
            scheduledAt: "2030-03-04T14:00:00.000Z",
          },
          lastReport: {
            bookingId: 8,
            classTitle: "Tajweed Basics",
            // The lesson on the 18th, its report written two days later.
            scheduledAt: "2030-02-18T15:00:00.000Z",
            createdAt: "2030-02-20T15:00:00.000Z",
            rating: 4,
            homework: "Revise Al-Fatiha",
          },
        },
      },
    ]);
    renderList();
    const list = await screen.findByRole("list", { name: "Your children" });
    const [amina, yusuf] = within(list).getAllByRole("listitem");
    expect(within(amina!).queryByRole("region", { name: "Next lesson" })).toBeNull();
    const next = within(yusuf!).getByRole("region", { name: "Next lesson" });
    expect(next).toHaveTextContent("Hifz Circle");
    expect(next).toHaveTextContent("with Aisha Rahman");
    expect(next.querySelector("time")).toHaveAttribute("dateTime", "2030-03-04T14:00:00.000Z");
    const last = within(yusuf!).getByRole("region", { name: "Last report" });
    expect(last).toHaveTextContent("Tajweed Basics");
    // Dated by the lesson, not by the report (issue 32).
    expect(last.querySelector("time")).toHaveAttribute("dateTime", "2030-02-18T15:00:00.000Z");
    expect(last).toHaveTextContent("Feb 18, 2030");
    expect(last).not.toHaveTextContent("Feb 20, 2030");
    expect(within(last).getByText("Rated 4 out of 5")).toBeInTheDocument();
    expect(within(last).getByText("Revise Al-Fatiha")).toBeInTheDocument();
  });
});

describe("StudentLessonSummaryView", () => {
  it("gives times in the viewer's zone with the zone named, and says when nothing is booked", () => {
    render(
      <StudentLessonSummaryView
        zone="America/New_York"
        summary={{
          nextLesson: {
            bookingId: 9,
            classTitle: "Hifz Circle",
            teacherName: "Aisha Rahman",
            scheduledAt: "2030-03-04T14:00:00.000Z",
          },
          lastReport: null,
        }}
      />,
    );
    expect(screen.getByText("Mon, Mar 4, 9:00 AM (America/New_York)")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Last report" })).toBeNull();
  });

  it("says 'No lesson booked' without a next lesson", () => {
    render(<StudentLessonSummaryView zone="UTC" summary={{ nextLesson: null, lastReport: null }} />);
    expect(screen.getByText("No lesson booked")).toBeInTheDocument();
  });
});
