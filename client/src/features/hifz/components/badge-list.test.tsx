import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BadgeItem } from "@shared/hifz-badges";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { hifzHandlers } from "@/test/hifz";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { BadgeList } from "./badge-list";
import { BadgesOnRequest } from "./badges-on-request";

const earnedAt = "2030-03-01T15:00:00.000Z";
const surah: BadgeItem = { code: "first-surah", title: "First surah memorised: An-Naas", earnedAt };
const juz = (n: number, over: Partial<BadgeItem> = {}): BadgeItem => ({
  code: `juz-${n}`,
  title: `Juz ${n} memorised`,
  earnedAt,
  confirmation: "awaiting",
  ...over,
});

const withClient = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );

describe("the badges' second confirmation (issue 31)", () => {
  it("tells the family which juz certificates await it, and offers them no Confirm", () => {
    withClient(
      <BadgeList
        studentId={7}
        badges={[
          { ...surah, certificateCode: "0A1B-2C3D-4E5F-0001" },
          juz(30, { certificateCode: "0A1B-2C3D-4E5F-0002" }),
          juz(29, { confirmation: "confirmed", certificateCode: "0A1B-2C3D-4E5F-0003" }),
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Badges" })).getAllByRole("listitem");
    expect(items.map((li) => within(li).queryByText("Awaiting confirmation") !== null)).toEqual([false, true, false]);
    expect(screen.queryByRole("button", { name: /^Confirm/ })).toBeNull();
    // The certificate is still the family's to download while it awaits.
    expect(within(items[1]).getByRole("link", { name: "Download the certificate: Juz 30 memorised" })).toBeVisible();
  });

  it("lets another teacher of the child confirm one: the badge reloads confirmed", async () => {
    let confirmed = false;
    mockApi(
      http.get("/api/students/7/badges", () =>
        HttpResponse.json([surah, confirmed ? juz(30, { confirmation: "confirmed" }) : juz(30, { canConfirm: true })]),
      ),
      http.post("/api/students/7/badges/juz-30/confirm", () => {
        confirmed = true;
        return HttpResponse.json(juz(30, { confirmation: "confirmed" }));
      }),
    );
    withClient(<BadgesOnRequest studentId={7} name="Zayd" />);
    // Nothing is read until the teacher asks.
    expect(requests()).toEqual([]);
    const toggle = screen.getByRole("button", { name: "Zayd's badges" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const confirm = await screen.findByRole("button", { name: "Confirm the certificate: Juz 30 memorised" });
    expect(screen.getByText("Awaiting confirmation")).toBeInTheDocument();
    await userEvent.click(confirm);
    expect(await screen.findByText("Certificate confirmed")).toBeInTheDocument();
    expect(requests("POST", "/api/students/7/badges/juz-30/confirm")).toHaveLength(1);
    // Reloaded: confirmed, nothing left to confirm.
    await screen.findByText("Juz 30 memorised: its certificate now verifies.");
    expect(await screen.findByText("Juz 30 memorised")).toBeInTheDocument();
    await expect.poll(() => screen.queryByText("Awaiting confirmation")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Confirm the certificate/ })).toBeNull();
  });

  it("says why a confirmation was refused", async () => {
    mockApi(
      ...hifzHandlers({ 7: { badges: [juz(30, { canConfirm: true })] } }),
      http.post("/api/students/7/badges/juz-30/confirm", () =>
        HttpResponse.json({ message: "This certificate is already confirmed" }, { status: 409 }),
      ),
    );
    withClient(<BadgesOnRequest studentId={7} name="Zayd" />);
    await userEvent.click(screen.getByRole("button", { name: "Zayd's badges" }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm the certificate: Juz 30 memorised" }));
    expect(await screen.findByText("This certificate is already confirmed")).toBeInTheDocument();
  });
});
