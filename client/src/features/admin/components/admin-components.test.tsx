import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InterviewItem } from "@shared/bookings";
import type { TeacherListItem } from "@shared/teachers";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { AdminInterviews } from "./admin-interviews";
import { defaultInterviewTime, ReviewDialog } from "./review-dialog";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function stubApi(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? "GET"} ${url}`];
    return answer ? answer() : json({ message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const patches = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.filter(([, init]) => init?.method === "PATCH");

function renderWith(ui: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

const teacher: TeacherListItem = {
  id: 12,
  userId: 3,
  firstName: "Aisha",
  lastName: "Rahman",
  bio: "Hafiza teaching for ten years.",
  qualifications: "Ijazah in Hafs",
  experience: 10,
  hourlyRate: "30.00",
  currency: "USD",
  specializations: ["Quran Recitation"],
  languages: ["English", "Arabic"],
  verificationStatus: "pending",
  availableHours: "",
  timeZone: "Europe/London",
  classes: [],
  classCount: 0,
  rating: null,
  reviewCount: 0,
  createdAt: "2025-01-01T00:00:00.000Z",
  email: "aisha@example.com",
  phoneNumber: "+44 20 7946 0000",
  idVerified: true,
  policeCheckVerified: false,
  interviewCompleted: false,
  feedback: null,
  documents: [],
};

afterEach(() => vi.unstubAllGlobals());

describe("defaultInterviewTime", () => {
  it("is 7 days ahead at 14:00 local", () => {
    expect(defaultInterviewTime(new Date(2026, 0, 28, 9, 30))).toBe("2026-02-04T14:00");
  });
});

describe("ReviewDialog", () => {
  it("shows the profile and an empty state without documents", async () => {
    stubApi({});
    renderWith(<ReviewDialog teacher={teacher} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Ijazah in Hafs")).toBeInTheDocument();
    expect(within(dialog).getByText("$30.00 per hour")).toBeInTheDocument();
    expect(within(dialog).getByText("English, Arabic")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Documents" }));
    expect(within(dialog).getByRole("heading", { name: "No documents uploaded" })).toBeInTheDocument();
  });

  it("saves the document checks with PATCH; the interview is not a box to tick", async () => {
    const fetch = stubApi({ "PATCH /api/teacher/profile/12": () => json({ id: 12 }) });
    renderWith(<ReviewDialog teacher={teacher} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Verification" }));
    expect(within(dialog).getByRole("checkbox", { name: "ID verified" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Police check verified" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Verification" }));
    expect(await screen.findByText("Verification Saved")).toBeInTheDocument();
    const [[, init]] = patches(fetch);
    expect(JSON.parse(String(init?.body))).toEqual({ idVerified: true, policeCheckVerified: true });
    // Issue 14: 'Interview completed' could be ticked before any interview took place.
    expect(within(dialog).queryByRole("checkbox", { name: /interview/i })).toBeNull();
    expect(within(dialog).getByText("Interview not completed yet")).toBeInTheDocument();
  });

  it("rejects with feedback, toasts 'Teacher Rejected' and closes", async () => {
    const fetch = stubApi({ "PATCH /api/teacher/profile/12": () => json({ id: 12 }) });
    const onOpenChange = vi.fn();
    renderWith(<ReviewDialog teacher={teacher} open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Decision" }));
    await userEvent.type(within(dialog).getByLabelText("Feedback for the teacher"), "Please upload a police check.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Teacher Rejected")).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [[, init]] = patches(fetch);
    expect(JSON.parse(String(init?.body))).toEqual({ verificationStatus: "rejected", feedback: "Please upload a police check." });
  });
});

describe("AdminInterviews", () => {
  const interview: InterviewItem = {
    id: 4,
    teacherId: 3,
    adminId: 1,
    scheduledAt: "2026-02-04T14:00:00.000Z",
    status: "scheduled",
    notes: "Initial teacher evaluation interview",
    result: null,
    feedback: null,
    teacherName: "Aisha Rahman",
    createdAt: "2026-01-28T09:30:00.000Z",
  };

  it("marks an interview completed with a result and feedback", async () => {
    const fetch = stubApi({
      "GET /api/interviews": () => json([interview]),
      "PATCH /api/interviews/4": () => json({ ...interview, status: "completed", result: "approved" }),
    });
    renderWith(<AdminInterviews />);
    await userEvent.click(await screen.findByRole("button", { name: "Mark interview with Aisha Rahman completed" }));
    await userEvent.selectOptions(screen.getByLabelText("Result"), "rejected");
    await userEvent.type(screen.getByLabelText("Feedback"), "Needs more tajweed practice.");
    await userEvent.click(screen.getByRole("button", { name: "Save Result" }));
    expect(await screen.findByText("Interview Completed")).toBeInTheDocument();
    const [[url, init]] = patches(fetch);
    expect(url).toBe("/api/interviews/4");
    expect(JSON.parse(String(init?.body))).toEqual({ status: "completed", result: "rejected", feedback: "Needs more tajweed practice." });
  });

  it("offers retry when the list fails", async () => {
    stubApi({ "GET /api/interviews": () => json({ message: "boom" }, 500) });
    renderWith(<AdminInterviews />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Interviews could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
