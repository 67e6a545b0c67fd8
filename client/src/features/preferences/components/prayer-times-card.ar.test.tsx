import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PrayerSettings } from "@shared/prayer-times";
import type { PublicUser } from "@shared/users";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { HttpResponse, mockRoutes } from "@/test/msw";
import { PrayerTimesCard } from "./prayer-times-card";

const LONDON: PrayerSettings = {
  city: { name: "London", country: "United Kingdom", latitude: 51.5, longitude: -0.1167, timeZone: "Europe/London" },
  method: "MuslimWorldLeague",
  madhab: "shafi",
};
const user = {
  id: 4,
  username: "umm.yusuf",
  email: "k@example.com",
  timeZone: "Europe/London",
  prayerTimes: LONDON,
} as PublicUser;

describe("PrayerTimesCard in Arabic", () => {
  it("names the prayers, the methods and the madhabs in Arabic, and counts the cities found", async () => {
    await inArabic();
    mockRoutes({
      "/api/cities?q=lon": () =>
        HttpResponse.json([
          { name: "London", country: "United Kingdom", latitude: 51.5, longitude: -0.1167, timeZone: "Europe/London" },
          { name: "Londrina", country: "Brazil", latitude: -23.3, longitude: -51.18, timeZone: "America/Sao_Paulo" },
        ]),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PrayerTimesCard user={user} now={new Date("2026-12-01T12:00:00Z")} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { name: "مواقيت الصلاة" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "تمييز مواقيت الصلاة عند الحجز" })).toBeChecked();
    expect(screen.getByLabelText("طريقة الحساب")).toHaveDisplayValue("رابطة العالم الإسلامي");
    expect(screen.getByRole("radio", { name: "الحنفي" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "حفظ مواقيت الصلاة" })).toBeDisabled();

    // Today's five prayers, their names in Arabic and their times with Arabic's AM/PM.
    const preview = within(screen.getByRole("region", { name: /اليوم في London/ }));
    expect(preview.getAllByRole("term").map((dt) => dt.textContent)).toEqual([
      "الفجر",
      "الظهر",
      "العصر",
      "المغرب",
      "العشاء",
    ]);
    expect(preview.getAllByRole("definition")[0].textContent).toMatch(/^\d{1,2}:\d{2} ص$/);

    await userEvent.type(screen.getByRole("combobox", { name: "المدينة" }), "lon");
    expect(await screen.findByText("تم العثور على مدينتين")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "المدينة" })).toHaveAttribute("placeholder", "ابحث عن مدينة أخرى");

    expect(screen.queryByText("Prayer times")).toBeNull();
    expect(screen.queryByText("Calculation method")).toBeNull();
  });
});
