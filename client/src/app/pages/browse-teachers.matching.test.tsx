// Issue 36's filters on Browse Teachers: each chosen one is in the page's URL and the server's request, a URL with
// them restores them, and 'Clear Filters' or a URL from outside (Back) takes them away.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { TeacherListItem } from "@shared/teachers";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import BrowseTeachersPage from "./browse-teachers";

const maryam: TeacherListItem = {
  id: 4,
  userId: 40,
  firstName: "Maryam",
  lastName: "Siddiqui",
  bio: "Hifz teacher.",
  qualifications: "",
  experience: 6,
  hourlyRate: "20.00",
  currency: "USD",
  specializations: ["Quran Memorization"],
  languages: ["Urdu", "English"],
  verificationStatus: "approved",
  availableHours: "",
  timeZone: "Asia/Karachi",
  classes: [],
  classCount: 0,
  rating: null,
  reviewCount: 0,
  createdAt: "2025-01-01T00:00:00.000Z",
  gender: "female",
  riwayat: ["hafs"],
  verifiedIjazah: { riwayah: "hafs", coversTeaching: true },
};

type Handler = (params: URLSearchParams) => Response;

function stubTeachers(handler: Handler = () => HttpResponse.json([maryam], { headers: { "X-Total-Count": "1" } })) {
  mockApi(http.get("/api/teachers", ({ request }) => handler(new URL(request.url).searchParams)));
  return () => requests().map((r) => r.url.searchParams);
}

function renderPage(path = "/browse-teachers") {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <BrowseTeachersPage />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("Browse Teachers: matching filters (issue 36)", () => {
  it("offers the four filters with their words", async () => {
    stubTeachers();
    renderPage();
    await screen.findByText("Found 1 qualified teacher(s)");
    expect(optionTexts(screen.getByRole("combobox", { name: "Teacher" }))).toEqual([
      "Any teacher",
      "Female teacher",
      "Male teacher",
    ]);
    expect(optionTexts(screen.getByRole("combobox", { name: "Riwayah" }))).toEqual([
      "Any riwayah",
      "Hafs 'an 'Asim",
      "Warsh 'an Nafi'",
      "Qalun 'an Nafi'",
      "Al-Duri 'an Abi 'Amr",
      "Shu'bah 'an 'Asim",
      "Another riwayah",
    ]);
    expect(optionTexts(screen.getByRole("combobox", { name: "Language of instruction" }))).toEqual([
      "Any language",
      "Arabic",
      "English",
      "Urdu",
      "Malay",
      "French",
      "Turkish",
      "Indonesian",
    ]);
    expect(screen.getByRole("checkbox", { name: "Verified ijazah only" })).not.toBeChecked();
  });

  it("puts each chosen filter in the URL and in the request, from the list's first page", async () => {
    const urls = stubTeachers();
    const location = renderPage();
    await screen.findByText("Found 1 qualified teacher(s)");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Teacher" }), "Female teacher");
    await waitFor(() => expect(urls().at(-1)?.get("gender")).toBe("female"));
    expect(location.history?.at(-1)).toBe("/browse-teachers?gender=female");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Riwayah" }), "Warsh 'an Nafi'");
    await waitFor(() => expect(urls().at(-1)?.get("riwayah")).toBe("warsh"));

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language of instruction" }), "Urdu");
    await waitFor(() => expect(urls().at(-1)?.get("language")).toBe("Urdu"));

    await userEvent.click(screen.getByRole("checkbox", { name: "Verified ijazah only" }));
    await waitFor(() => expect(urls().at(-1)?.get("ijazah")).toBe("true"));
    expect(screen.getByRole("checkbox", { name: "Verified ijazah only" })).toBeChecked();

    expect(Object.fromEntries(urls().at(-1)!)).toEqual({
      status: "approved",
      gender: "female",
      riwayah: "warsh",
      language: "Urdu",
      ijazah: "true",
      limit: "12",
      offset: "0",
    });
    expect(location.history?.at(-1)).toBe("/browse-teachers?gender=female&riwayah=warsh&language=Urdu&ijazah=true");

    // Unticked, the ijazah filter leaves the URL (the list before it is cached) rather than asking for ijazah=false.
    await userEvent.click(screen.getByRole("checkbox", { name: "Verified ijazah only" }));
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe("/browse-teachers?gender=female&riwayah=warsh&language=Urdu"),
    );
    expect(screen.getByRole("checkbox", { name: "Verified ijazah only" })).not.toBeChecked();
    expect(urls().filter((p) => p.get("ijazah") === "false")).toEqual([]);
    expect(urls().every((p) => p.get("offset") === "0")).toBe(true);
  });

  it("starts the list again from its first page when a filter changes", async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...maryam, id: 100 + i, lastName: String(i) }));
    const urls = stubTeachers((params) =>
      HttpResponse.json(params.get("offset") === "0" ? many : [{ ...maryam, id: 200, lastName: "Last" }], {
        headers: { "X-Total-Count": "13" },
      }),
    );
    renderPage();
    await screen.findByText("Found 13 qualified teacher(s)");
    await userEvent.click(screen.getByRole("button", { name: "Show more teachers" }));
    expect(await screen.findByRole("article", { name: "Maryam Last" })).toBeInTheDocument();
    expect(urls().at(-1)?.get("offset")).toBe("12");

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Language of instruction" }), "English");
    await waitFor(() => expect(urls().at(-1)?.get("language")).toBe("English"));
    expect(urls().at(-1)?.get("offset")).toBe("0");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Maryam Last" })).toBeNull());
    expect(screen.getAllByRole("article")).toHaveLength(12);
  });

  it("restores the filters of a URL (a reload, a shared link), ignoring unknown values", async () => {
    const urls = stubTeachers();
    renderPage("/browse-teachers?gender=male&riwayah=qalun&language=French&ijazah=true&level=beginner");
    await screen.findByText("Found 1 qualified teacher(s)");
    expect(screen.getByRole("combobox", { name: "Teacher" })).toHaveValue("male");
    expect(screen.getByRole("combobox", { name: "Riwayah" })).toHaveValue("qalun");
    expect(screen.getByRole("combobox", { name: "Language of instruction" })).toHaveValue("French");
    expect(screen.getByRole("checkbox", { name: "Verified ijazah only" })).toBeChecked();
    expect(Object.fromEntries(urls()[0]!)).toEqual({
      status: "approved",
      level: "beginner",
      gender: "male",
      riwayah: "qalun",
      language: "French",
      ijazah: "true",
      limit: "12",
      offset: "0",
    });
  });

  it("sends no filter for values it does not know", async () => {
    const urls = stubTeachers();
    renderPage("/browse-teachers?gender=other&riwayah=kisai&language=Klingon&ijazah=yes");
    await screen.findByText("Found 1 qualified teacher(s)");
    expect(screen.getByRole("combobox", { name: "Teacher" })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Verified ijazah only" })).not.toBeChecked();
    expect(Object.fromEntries(urls()[0]!)).toEqual({ status: "approved", limit: "12", offset: "0" });
  });

  it("follows a URL from outside (Back), and 'Clear Filters' takes every filter away", async () => {
    const urls = stubTeachers((params) =>
      HttpResponse.json(params.has("riwayah") ? [] : [maryam], {
        headers: { "X-Total-Count": params.has("riwayah") ? "0" : "1" },
      }),
    );
    const location = renderPage("/browse-teachers?gender=female&ijazah=true");
    await screen.findByText("Found 1 qualified teacher(s)");

    location.navigate("/browse-teachers?riwayah=duri&language=Arabic");
    expect(await screen.findByRole("heading", { name: "No Teachers Found" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Teacher" })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Verified ijazah only" })).not.toBeChecked();
    expect(screen.getByRole("combobox", { name: "Riwayah" })).toHaveValue("duri");
    expect(screen.getByRole("combobox", { name: "Language of instruction" })).toHaveValue("Arabic");

    await userEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(await screen.findByText("Found 1 qualified teacher(s)")).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe("/browse-teachers");
    expect(Object.fromEntries(urls().at(-1)!)).toEqual({ status: "approved", limit: "12", offset: "0" });
    expect(screen.getByRole("combobox", { name: "Riwayah" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Language of instruction" })).toHaveValue("");
  });
});
