import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CityResult } from "@shared/cities";
import type { PrayerSettings } from "@shared/prayer-times";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, mockRoutes, requests } from "@/test/msw";
import { PrayerTimesCard } from "./prayer-times-card";

const user = {
  id: 4,
  username: "umm.yusuf",
  email: "k@example.com",
  firstName: "Khadija",
  lastName: "Ali",
  timeZone: "Europe/London",
  prayerTimes: null,
} as PublicUser;

const CITIES: CityResult[] = [
  {
    name: "London",
    country: "United Kingdom",
    province: "Westminster",
    latitude: 51.5,
    longitude: -0.1167,
    timeZone: "Europe/London",
  },
  {
    name: "Londrina",
    country: "Brazil",
    province: "Paraná",
    latitude: -23.3,
    longitude: -51.18,
    timeZone: "America/Sao_Paulo",
  },
  {
    name: "London",
    country: "Canada",
    province: "Ontario",
    latitude: 42.97,
    longitude: -81.25,
    timeZone: "America/Toronto",
  },
];
const LONDON: PrayerSettings = {
  city: { name: "London", country: "United Kingdom", latitude: 51.5, longitude: -0.1167, timeZone: "Europe/London" },
  method: "MuslimWorldLeague",
  madhab: "shafi",
};
// Noon in London on 1 December 2026: the preview's "today".
const NOW = new Date("2026-12-01T12:00:00Z");

function setup(
  who: PublicUser,
  answer: (body: { prayerTimes: PrayerSettings | null }) => Response = (body) =>
    HttpResponse.json({ ...who, prayerTimes: body.prayerTimes }),
) {
  mockRoutes({ "/api/cities?q=lon": () => HttpResponse.json(CITIES) });
  mockApi(
    http.patch("/api/user/preferences", async ({ request }) =>
      answer((await request.json()) as { prayerTimes: PrayerSettings | null }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PrayerTimesCard user={who} now={NOW} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const previewOf = () =>
  within(screen.getByRole("region", { name: /Today in/ }))
    .getAllByRole("definition")
    .map((dd) => `${dd.previousElementSibling?.textContent} ${dd.textContent}`);

describe("PrayerTimesCard", () => {
  it("turns the marks on: finds a city after a pause in typing, previews today, and saves the setting", async () => {
    setup(user);
    const toggle = screen.getByRole("switch", { name: "Mark prayer times when booking" });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole("combobox", { name: "City" })).not.toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save Prayer Times" });
    expect(save).toBeDisabled();

    await userEvent.click(toggle);
    expect(save).toBeEnabled();
    // No city yet: said under the field, nothing sent.
    await userEvent.click(save);
    expect(screen.getByText("Please choose a city")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "City" })).toHaveFocus();

    await userEvent.type(screen.getByRole("combobox", { name: "City" }), "lon");
    const list = await screen.findByRole("listbox", { name: "Cities" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["London, Westminster, United Kingdom", "Londrina, Paraná, Brazil", "London, Ontario, Canada"]);
    // Debounced: one search, for the whole word.
    expect(requests("GET", "/api/cities").map((r) => r.path)).toEqual(["/api/cities?q=lon"]);

    await userEvent.click(within(list).getAllByRole("option")[0]);
    expect(screen.queryByRole("listbox", { name: "Cities" })).not.toBeInTheDocument();
    expect(screen.getByText("London, United Kingdom")).toBeInTheDocument();
    expect(screen.queryByText("Please choose a city")).not.toBeInTheDocument();
    expect(previewOf()).toEqual(["Fajr 5:42 AM", "Dhuhr 11:50 AM", "Asr 1:36 PM", "Maghrib 3:55 PM", "Isha 5:50 PM"]);

    await userEvent.selectOptions(screen.getByLabelText("Calculation method"), "Egyptian");
    await userEvent.click(screen.getByRole("radio", { name: "Hanafi" }));
    expect(previewOf()[2]).toBe("Asr 2:08 PM");

    await userEvent.click(save);
    expect(await screen.findByText("Prayer times saved")).toBeInTheDocument();
    expect(screen.getByText("The booking calendar marks lessons at prayer times in London.")).toBeInTheDocument();
    const [patch] = requests("PATCH", "/api/user/preferences");
    expect(await patch.json()).toEqual({ prayerTimes: { ...LONDON, method: "Egyptian", madhab: "hanafi" } });
  });

  it("picks a city with the keyboard", async () => {
    setup(user);
    await userEvent.click(screen.getByRole("switch", { name: "Mark prayer times when booking" }));
    const input = screen.getByRole("combobox", { name: "City" });
    await userEvent.type(input, "lon");
    await screen.findByRole("listbox", { name: "Cities" });
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[1].id);
    await userEvent.keyboard("{Enter}");
    expect(screen.getByText("Londrina, Brazil")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Today in Londrina/ })).toHaveTextContent("(America/Sao_Paulo)");
  });

  it("says so when no city matches", async () => {
    setup(user);
    mockRoutes({ "/api/cities?q=xq": () => HttpResponse.json([]) });
    await userEvent.click(screen.getByRole("switch", { name: "Mark prayer times when booking" }));
    await userEvent.type(screen.getByRole("combobox", { name: "City" }), "xq");
    expect(await screen.findByText("No city found. Try another spelling.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "City" })).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the saved setting, and turning the switch off saves null", async () => {
    setup({ ...user, prayerTimes: { ...LONDON, madhab: "hanafi" } });
    const toggle = screen.getByRole("switch", { name: "Mark prayer times when booking" });
    expect(toggle).toBeChecked();
    expect(screen.getByText("London, United Kingdom")).toBeInTheDocument();
    expect(screen.getByLabelText("Calculation method")).toHaveValue("MuslimWorldLeague");
    expect(screen.getByRole("radio", { name: "Hanafi" })).toBeChecked();
    const save = screen.getByRole("button", { name: "Save Prayer Times" });
    expect(save).toBeDisabled();

    await userEvent.click(toggle);
    expect(screen.queryByRole("combobox", { name: "City" })).not.toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText("Prayer times saved")).toBeInTheDocument();
    expect(screen.getByText("The booking calendar no longer marks prayer times.")).toBeInTheDocument();
    expect(await requests("PATCH", "/api/user/preferences")[0].json()).toEqual({ prayerTimes: null });
  });

  it("says why a save failed, and keeps the choice", async () => {
    setup({ ...user, prayerTimes: LONDON }, () =>
      HttpResponse.json({ message: "prayerTimes.city.latitude: latitude is out of range" }, { status: 400 }),
    );
    await userEvent.click(screen.getByRole("radio", { name: "Hanafi" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Prayer Times" }));
    expect(await screen.findByText("Failed to save prayer times")).toBeInTheDocument();
    expect(screen.getByText("prayerTimes.city.latitude: latitude is out of range")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Hanafi" })).toBeChecked();
  });
});
