import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_WEEKLY_HOURS, type TeacherHours } from "@shared/teacher-hours";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { TeacherHoursEditor } from "./teacher-hours-editor";

const defaults: TeacherHours = {
  timeZone: "Europe/London",
  minimumNoticeHours: 12,
  weekly: DEFAULT_WEEKLY_HOURS,
  exceptions: [],
};

/** Answers the read with `hours` and each save (the week's, or the exceptions') by echoing it (or with `save`). */
function mockTeacherHours(hours: TeacherHours = defaults, save?: () => Response) {
  const echo = async ({ request }: { request: Request }) =>
    save?.() ?? HttpResponse.json({ ...hours, ...((await request.json()) as object) });
  mockApi(
    http.get("/api/teacher/availability", () => HttpResponse.json(hours)),
    http.put("/api/teacher/availability", echo),
    http.put("/api/teacher/availability/exceptions", echo),
  );
}

function renderEditor() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeacherHoursEditor />
      <Toaster />
    </QueryClientProvider>,
  );
}

// By label and text rather than by role: role queries walk every <option> of the ~30 selects on the page, slowly.
const day = (name: string) => {
  const row = screen.getByText(name, { selector: "h4" }).closest("li");
  expect(row).toHaveAccessibleName(name);
  return within(row!);
};
const select = (name: string) => screen.getByLabelText<HTMLSelectElement>(name, { selector: "select" });
const loaded = () => screen.findByLabelText("Monday window 1 start", { selector: "select" });
const save = () => userEvent.click(screen.getByRole("button", { name: "Save Hours" }));
const sent = async () => {
  const puts = requests("PUT", "/api/teacher/availability");
  expect(puts).toHaveLength(1);
  return puts[0].json();
};

// Only the clock is fixed (the teacher's today is 2026-03-10 in London); timers stay real for user-event.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-10T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());
// Each test walks the week with real clicks over ~30 selects: allow for a slow, busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

describe("TeacherHoursEditor", () => {
  it("loads the week and shows the defaults: Monday–Saturday 09:00–12:00 and 14:00–20:00, Sunday unavailable", async () => {
    mockTeacherHours();
    renderEditor();
    expect(screen.getByText("Loading your teaching hours...")).toBeInTheDocument();
    expect(await loaded()).toHaveValue("09:00");
    for (const name of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
      expect(select(`${name} window 1 start`)).toHaveValue("09:00");
      expect(select(`${name} window 1 end`)).toHaveValue("12:00");
      expect(select(`${name} window 2 start`)).toHaveValue("14:00");
      expect(select(`${name} window 2 end`)).toHaveValue("20:00");
      expect(day(name).getByText("9 hours")).toBeInTheDocument();
    }
    expect(day("Sunday").getByText("Unavailable")).toBeInTheDocument();
    expect(day("Sunday").queryByRole("combobox")).toBeNull();
    // Monday first on screen, though the data counts from Sunday.
    const days = within(screen.getByRole("list", { name: "Weekly hours" })).getAllByRole("heading", { level: 4 });
    expect(days.map((h) => h.textContent)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(screen.getByLabelText("Time zone")).toHaveValue("Europe/London");
    expect(screen.getByLabelText("Minimum notice")).toHaveValue("12");
    // Half-hour steps, and a window may end at midnight.
    expect(within(select("Monday window 1 start")).getAllByRole("option")).toHaveLength(48);
    expect(within(select("Monday window 1 end")).getByRole("option", { name: "24:00" })).toBeInTheDocument();
    expect(
      screen.getByText("No upcoming exceptions. Add a day off, or different hours for one date."),
    ).toBeInTheDocument();
  });

  it("adds and removes windows, and saving sends the whole week", async () => {
    mockTeacherHours();
    renderEditor();
    await loaded();

    await userEvent.click(day("Sunday").getByRole("button", { name: "Add window on Sunday" }));
    expect(select("Sunday window 1 start")).toHaveValue("09:00");
    expect(select("Sunday window 1 start")).toHaveFocus();
    expect(select("Sunday window 1 end")).toHaveValue("17:00");
    await userEvent.selectOptions(select("Sunday window 1 end"), "13:30");
    // A second window is proposed an hour after the day's last one.
    await userEvent.click(day("Friday").getByRole("button", { name: "Add window on Friday" }));
    expect(select("Friday window 3 start")).toHaveValue("21:00");
    expect(select("Friday window 3 end")).toHaveValue("22:00");
    await userEvent.click(screen.getByRole("button", { name: "Remove Saturday window 2" }));
    expect(screen.queryByRole("combobox", { name: "Saturday window 2 start" })).toBeNull();
    expect(day("Saturday").getByRole("button", { name: "Add window on Saturday" })).toHaveFocus();
    await userEvent.selectOptions(screen.getByLabelText("Minimum notice"), "24");
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();

    await save();
    expect(await screen.findByText("Availability saved")).toBeInTheDocument();
    expect(await sent()).toEqual({
      timeZone: "Europe/London",
      minimumNoticeHours: 24,
      weekly: [
        ...DEFAULT_WEEKLY_HOURS.filter((w) => !(w.day === 6 && w.start === "14:00")),
        { day: 0, start: "09:00", end: "13:30" },
        { day: 5, start: "21:00", end: "22:00" },
      ],
    });
    expect(screen.getByText("Your hours are saved.")).toBeInTheDocument();
  });

  it("shows an overlap and a window ending before it starts next to the day, and sends nothing until fixed", async () => {
    mockTeacherHours();
    renderEditor();
    await loaded();

    await userEvent.selectOptions(select("Monday window 2 start"), "11:00");
    expect(day("Monday").getByText("Monday: windows overlap")).toBeInTheDocument();
    expect(select("Monday window 2 start")).toHaveAttribute("aria-invalid", "true");
    expect(select("Monday window 2 start")).toHaveAccessibleDescription("Monday: windows overlap");
    expect(day("Tuesday").queryByText(/overlap/)).toBeNull();
    await userEvent.selectOptions(select("Tuesday window 1 end"), "08:00");
    expect(day("Tuesday").getByText("A window must end after it starts")).toBeInTheDocument();

    await save();
    expect(await screen.findByText("Fix the hours marked above, then save.")).toBeInTheDocument();
    expect(requests("PUT", "/api/teacher/availability")).toHaveLength(0);

    await userEvent.selectOptions(select("Monday window 2 start"), "12:00");
    await userEvent.selectOptions(select("Tuesday window 1 end"), "12:00");
    expect(screen.queryByText("Monday: windows overlap")).toBeNull();
    expect(screen.queryByText("A window must end after it starts")).toBeNull();
    await save();
    expect(await screen.findByText("Availability saved")).toBeInTheDocument();
    expect(((await sent()) as TeacherHours).weekly).toContainEqual({ day: 1, start: "12:00", end: "20:00" });
  });

  it("copies a day's hours to the days chosen", async () => {
    mockTeacherHours();
    renderEditor();
    await loaded();
    await userEvent.selectOptions(select("Monday window 2 end"), "18:00");
    await userEvent.click(screen.getByRole("button", { name: "Copy Monday's hours to other days" }));
    const dialog = await screen.findByRole("dialog", { name: "Copy Monday's hours" });
    expect(dialog).toHaveTextContent("09:00–12:00, 14:00–18:00");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Sunday" }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Wednesday" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy Hours" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(select("Sunday window 2 end")).toHaveValue("18:00");
    expect(select("Wednesday window 2 end")).toHaveValue("18:00");
    expect(select("Tuesday window 2 end")).toHaveValue("20:00");

    await save();
    await screen.findByText("Availability saved");
    const { weekly } = (await sent()) as TeacherHours;
    expect(weekly.filter((w) => w.day === 0)).toEqual([
      { day: 0, start: "09:00", end: "12:00" },
      { day: 0, start: "14:00", end: "18:00" },
    ]);
    expect(weekly.filter((w) => w.day === 3)).toEqual([
      { day: 3, start: "09:00", end: "12:00" },
      { day: 3, start: "14:00", end: "18:00" },
    ]);
    expect(weekly).toHaveLength(14);
  });

  it("lists upcoming exceptions, saves a day off when its dialog is confirmed; past ones are not shown", async () => {
    mockTeacherHours({
      ...defaults,
      exceptions: [
        { date: "2026-04-02", windows: [{ start: "10:00", end: "12:00" }] },
        { date: "2026-01-01", windows: [] },
      ],
    });
    renderEditor();
    const list = await screen.findByRole("list", { name: "Upcoming exceptions" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    // The date is one <time> whose day part never wraps (a span of its own).
    expect([...list.querySelectorAll("time")].map((t) => t.textContent)).toContain("Thursday, April 2, 2026");
    expect(within(list).getByText("10:00–12:00")).toBeInTheDocument();
    expect([...document.querySelectorAll("time")].map((t) => t.textContent)).not.toContain("Thursday, January 1, 2026");

    await userEvent.click(screen.getByRole("button", { name: "Add Exception" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an exception" });
    // Nothing before the teacher's today, nor a date that already has an exception.
    expect(within(dialog).getByRole("button", { name: "Monday, March 9, 2026" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Exception" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose a date");
    await userEvent.click(within(dialog).getByRole("button", { name: "Friday, March 20, 2026" }));
    expect(within(dialog).getByRole("radio", { name: "Day off" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Exception" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((r) => r.querySelector("time")?.textContent)).toEqual([
      "Friday, March 20, 2026",
      "Thursday, April 2, 2026",
    ]);
    expect(within(rows[0]).getByText("Day off")).toBeInTheDocument();
    // Saved on confirming, without Save Hours: the list as it now stands, and nothing of the week.
    const saves = requests("PUT", "/api/teacher/availability/exceptions");
    expect(saves).toHaveLength(1);
    expect(await saves[0].json()).toEqual({
      exceptions: [
        { date: "2026-04-02", windows: [{ start: "10:00", end: "12:00" }] },
        { date: "2026-03-20", windows: [] },
      ],
    });
    expect(requests("PUT", "/api/teacher/availability")).toHaveLength(0);
    expect(screen.getByText("Your hours are saved.")).toBeInTheDocument();
  });

  it("adds different hours for a date, starting from its weekday's, and checks them before adding", async () => {
    mockTeacherHours();
    renderEditor();
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Add Exception" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an exception" });
    expect(within(dialog).getByRole("button", { name: "Monday, March 9, 2026" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Saturday, March 21, 2026" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Different hours" }));
    expect(within(dialog).getByRole("combobox", { name: "Window 1 start" })).toHaveValue("09:00");
    expect(within(dialog).getByRole("combobox", { name: "Window 2 end" })).toHaveValue("20:00");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Window 2 start" }), "10:00");
    expect(within(dialog).getByText("2026-03-21: windows overlap")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Exception" }));
    expect(screen.getByRole("dialog", { name: "Add an exception" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Window 1" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Exception" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      within(screen.getByRole("list", { name: "Upcoming exceptions" })).getByText("10:00–20:00"),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Remove the exception on Saturday, March 21, 2026" }));
    expect(screen.queryByRole("list", { name: "Upcoming exceptions" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add Exception" })).toHaveFocus();
  });

  it("shows the server's refusal and keeps the changes", async () => {
    mockTeacherHours(defaults, () =>
      HttpResponse.json({ message: "Time zone is not a known IANA zone" }, { status: 400 }),
    );
    renderEditor();
    await loaded();
    await userEvent.selectOptions(select("Monday window 1 end"), "11:00");
    await save();
    expect(await screen.findByText("Failed to save availability")).toBeInTheDocument();
    const alert = screen.getByText("Your hours were not saved").closest("[role=alert]");
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent("Time zone is not a known IANA zone");
    expect(select("Monday window 1 end")).toHaveValue("11:00");
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
  });

  it("says so when the hours cannot be loaded, and tries again", async () => {
    let fail = true;
    mockApi(
      http.get("/api/teacher/availability", () =>
        fail
          ? HttpResponse.json({ message: "Teacher profile not found" }, { status: 404 })
          : HttpResponse.json(defaults),
      ),
    );
    renderEditor();
    expect(await screen.findByText("Your teaching hours could not be loaded.")).toBeInTheDocument();
    expect(screen.getByText("Teacher profile not found")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await loaded()).toHaveValue("09:00");
  });
});
