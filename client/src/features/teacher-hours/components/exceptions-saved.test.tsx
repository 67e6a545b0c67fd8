// Issue 32: an exception (a day or a range of days) is saved when its dialog is confirmed, by itself; leaving the
// Hours with unsaved weekly hours asks first.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Link, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
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

function mockTeacherHours(saveExceptions?: () => Response) {
  mockApi(
    http.get("/api/teacher/availability", () => HttpResponse.json(defaults)),
    http.put(
      "/api/teacher/availability/exceptions",
      async ({ request }) =>
        saveExceptions?.() ??
        HttpResponse.json({ ...defaults, exceptions: ((await request.json()) as TeacherHours).exceptions }),
    ),
  );
}

function renderEditor() {
  const location = memoryLocation({ path: "/teacher/dashboard", record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <Link href="/browse">Browse teachers</Link>
        <TeacherHoursEditor />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

const select = (name: string) => screen.getByLabelText<HTMLSelectElement>(name, { selector: "select" });
const loaded = () => screen.findByLabelText("Monday window 1 start", { selector: "select" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-10T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());
vi.setConfig({ testTimeout: 45_000 });

describe("exceptions are saved on their own", () => {
  it("saves a two-week range when its dialog is confirmed, leaving an unsaved week as it is", async () => {
    mockTeacherHours();
    renderEditor();
    await loaded();
    await userEvent.selectOptions(select("Monday window 1 end"), "11:00");
    await userEvent.click(screen.getByRole("button", { name: "Add Exception" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an exception" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Friday, March 20, 2026" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Thursday, April 2, 2026" }));
    expect(within(dialog).getByText(/Friday, March 20, 2026 to Thursday, April 2, 2026 \(14 days\)/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Exception" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const saves = requests("PUT", "/api/teacher/availability/exceptions");
    expect(saves).toHaveLength(1);
    expect(await saves[0].json()).toEqual({ exceptions: [{ date: "2026-03-20", to: "2026-04-02", windows: [] }] });
    expect(requests("PUT", "/api/teacher/availability")).toHaveLength(0);
    const list = screen.getByRole("list", { name: "Upcoming exceptions" });
    expect(within(list).getByText("Days off (14 days)")).toBeInTheDocument();
    expect([...list.querySelectorAll("time")].map((t) => t.textContent)).toEqual([
      "Friday, March 20, 2026",
      "Thursday, April 2, 2026",
    ]);
    // The week's own change is still there, still unsaved.
    expect(select("Monday window 1 end")).toHaveValue("11:00");
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when the save is refused", async () => {
    mockTeacherHours(() =>
      HttpResponse.json({ message: "exceptions.0.date: 2026-03-20: overlaps another exception" }, { status: 400 }),
    );
    renderEditor();
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Add Exception" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an exception" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Friday, March 20, 2026" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Exception" }));
    expect(await within(dialog).findByText(/overlaps another exception/)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Add an exception" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Upcoming exceptions" })).toBeNull();
  });
});

describe("leaving the Hours with unsaved weekly hours", () => {
  it("asks before an in-app link is followed: Keep Editing stays, Discard goes", async () => {
    mockTeacherHours();
    const location = renderEditor();
    await loaded();
    // Nothing unsaved: the link is followed at once… (checked on a fresh page below); with a change, it asks.
    await userEvent.selectOptions(select("Monday window 1 end"), "11:00");
    await userEvent.click(screen.getByRole("link", { name: "Browse teachers" }));
    const ask = await screen.findByRole("alertdialog", { name: "Leave without saving your hours?" });
    expect(location.history).toEqual(["/teacher/dashboard"]);
    await userEvent.click(within(ask).getByRole("button", { name: "Keep Editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(select("Monday window 1 end")).toHaveValue("11:00");
    await userEvent.click(screen.getByRole("link", { name: "Browse teachers" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Discard Changes" }),
    );
    expect(location.history).toEqual(["/teacher/dashboard", "/browse"]);
  });

  it("asks the browser to confirm a reload or close only while there are unsaved hours", async () => {
    mockTeacherHours();
    const location = renderEditor();
    await loaded();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.click(screen.getByRole("link", { name: "Browse teachers" }));
    expect(location.history).toEqual(["/teacher/dashboard", "/browse"]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await userEvent.selectOptions(select("Monday window 1 end"), "11:00");
    expect(unload()).toBe(true);
  });
});
