import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { RecentUsers } from "./recent-users";

const users = [
  {
    id: 1,
    username: "ustadha.khadija",
    email: "ustadha-khadija@halaqa.example",
    firstName: "Khadija",
    lastName: "Rahimi",
    roles: ["teacher"],
    createdAt: "2026-11-20T10:00:00.000Z",
  },
  {
    id: 2,
    username: "parent",
    email: "parent@halaqa.example",
    firstName: "Maryam",
    lastName: "Rahman",
    roles: ["parent"],
    createdAt: "2026-11-21T10:00:00.000Z",
  },
];

describe("RecentUsers", () => {
  it("lists the sign-ups as cards for a phone (the table is for wider screens), each with its email whole", async () => {
    mockApi(http.get("/api/admin/recent-users", () => HttpResponse.json(users, { headers: { "X-Total-Count": "2" } })));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RecentUsers />
      </QueryClientProvider>,
    );
    const cards = await screen.findByRole("list", { name: "Recent users" });
    expect(cards.className).toContain("md:hidden");
    const items = within(cards).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const email = within(items[0]).getByText("ustadha-khadija@halaqa.example");
    // Wrapped only where it must be, never after every letter.
    expect(email.className).not.toContain("break-all");
    expect(items[0]).toHaveTextContent("Teacher");
    expect(items[1]).toHaveTextContent("Joined");
    expect(screen.getByRole("table").closest("div")?.className).toContain("md:block");
  });
});
