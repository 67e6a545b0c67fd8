import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PrayerSettings } from "@shared/prayer-times";
import type { PublicUser } from "@shared/users";
import { userQueryKey } from "@/features/auth";
import { createQueryClient } from "@/lib/query-client";
import { requests } from "@/test/msw";
import { usePrayerSettings } from "../lib/use-prayer-settings";
import { PrayerMark } from "./prayer-mark";

const LONDON: PrayerSettings = {
  city: { name: "London", country: "United Kingdom", latitude: 51.5, longitude: -0.1167, timeZone: "Europe/London" },
  method: "MuslimWorldLeague",
  madhab: "shafi",
};

describe("PrayerMark", () => {
  it("shows the prayer and its time in the given zone, and says what it means to a screen reader", () => {
    const { container } = render(
      <PrayerMark time={{ prayer: "asr", at: new Date("2026-03-29T15:35:00Z") }} timeZone="Europe/London" />,
    );
    expect(screen.getByText("Asr 4:35 PM")).toBeInTheDocument();
    expect(container.querySelector(".sr-only")).toHaveTextContent("falls at Asr prayer time, 4:35 PM");
  });
});

describe("usePrayerSettings", () => {
  function Probe() {
    const settings = usePrayerSettings();
    return <p>{settings ? `${settings.city.name} ${settings.method}` : "off"}</p>;
  }

  it("reads the loaded user's setting and asks the server nothing", () => {
    const client = createQueryClient();
    client.setQueryData(userQueryKey, { id: 1, prayerTimes: LONDON } as PublicUser);
    render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(screen.getByText("London MuslimWorldLeague")).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it("is off when no user is loaded, or the user has no setting", () => {
    const client = createQueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(screen.getByText("off")).toBeInTheDocument();
    client.setQueryData(userQueryKey, { id: 1, prayerTimes: null } as PublicUser);
    rerender(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(screen.getByText("off")).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });
});
