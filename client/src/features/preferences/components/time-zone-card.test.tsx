import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { TimeZoneCard, type ZoneGroup } from "./time-zone-card";

const user = {
  id: 4,
  username: "umm.yusuf",
  email: "k@example.com",
  firstName: "Khadija",
  lastName: "Ali",
  timeZone: "Europe/London",
} as PublicUser;

const GROUPS: ZoneGroup[] = [
  { region: "", zones: [{ value: "UTC", label: "UTC" }] },
  { region: "Asia", zones: [{ value: "Asia/Karachi", label: "Karachi (GMT+5)" }] },
  { region: "Europe", zones: [{ value: "Europe/London", label: "London (GMT)" }] },
];
const zoneGroups = () => GROUPS;

function setup(who: PublicUser, answer: () => Response | Promise<Response>) {
  mockApi(http.patch("/api/user/preferences", answer));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TimeZoneCard user={who} suggestedZone="Asia/Karachi" zoneGroups={zoneGroups} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("TimeZoneCard", () => {
  it("shows the saved zone, saves a new one with a toast, and sends only the zone", async () => {
    setup(user, () => HttpResponse.json({ ...user, timeZone: "Asia/Karachi" }));
    const select = screen.getByLabelText("Your time zone");
    expect(select).toHaveValue("Europe/London");
    const save = screen.getByRole("button", { name: "Save Time Zone" });
    expect(save).toBeDisabled();
    expect(screen.getByRole("group", { name: "Asia" })).toBeInTheDocument();
    await userEvent.selectOptions(select, "Asia/Karachi");
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText("Preferences updated")).toBeInTheDocument();
    expect(screen.getByText("Your time zone has been saved.")).toBeInTheDocument();
    const [patch] = requests();
    expect(`${patch.method} ${patch.path}`).toBe("PATCH /api/user/preferences");
    expect(await patch.json()).toEqual({ timeZone: "Asia/Karachi" });
  });

  it("offers the browser's zone to an account without one, ready to save", async () => {
    setup({ ...user, timeZone: null }, () => HttpResponse.json({ ...user, timeZone: "Asia/Karachi" }));
    expect(screen.getByLabelText("Your time zone")).toHaveValue("Asia/Karachi");
    expect(screen.getByText(/Not saved yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save Time Zone" }));
    expect(await screen.findByText("Preferences updated")).toBeInTheDocument();
    expect(await requests()[0].json()).toEqual({ timeZone: "Asia/Karachi" });
  });

  it("says why a save failed, and keeps the choice", async () => {
    setup(user, () =>
      HttpResponse.json(
        {
          message: "Please choose a valid time zone",
          errors: [{ path: "timeZone", message: "Please choose a valid time zone" }],
        },
        { status: 400 },
      ),
    );
    await userEvent.selectOptions(screen.getByLabelText("Your time zone"), "UTC");
    await userEvent.click(screen.getByRole("button", { name: "Save Time Zone" }));
    expect(await screen.findByText("Failed to update preferences")).toBeInTheDocument();
    expect(screen.getByText("Please choose a valid time zone")).toBeInTheDocument();
    expect(screen.getByLabelText("Your time zone")).toHaveValue("UTC");
  });
});
