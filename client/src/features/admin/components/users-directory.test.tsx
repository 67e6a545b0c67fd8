import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { adminUser } from "@/test/admin-user";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { UsersDirectory } from "./users-directory";

const person = adminUser;

const me = person({
  id: 7,
  username: "admin",
  firstName: "Admin",
  lastName: "Person",
  roles: ["admin"],
  currentRole: "admin",
});
const teacher = person({
  id: 8,
  username: "yusuf.t",
  firstName: "Yusuf",
  lastName: "Teacher",
  roles: ["teacher"],
  currentRole: "teacher",
  teacherStatus: "approved",
});
const banned = person({
  id: 9,
  username: "gone",
  firstName: "Gone",
  lastName: "Parent",
  suspended: true,
  suspendedAt: "2026-11-20T10:00:00.000Z",
  suspendedReason: "Abusive messages",
});

function stub() {
  mockApi(
    http.get("/api/user", () =>
      HttpResponse.json({
        ...me,
        emailPreferences: {},
        preferredCurrency: "USD",
        userType: "admin",
        profileImageUrl: null,
      }),
    ),
    http.get("/api/admin/users", ({ request }) => {
      const q = new URL(request.url).searchParams.get("q");
      const items = q ? [teacher].filter((u) => u.username.includes(q)) : [me, teacher, banned];
      return HttpResponse.json(items, { headers: { "X-Total-Count": String(q ? items.length : 45) } });
    }),
    http.patch("/api/admin/users/:id", async ({ request }) => {
      const body = (await request.json()) as { suspended: boolean };
      const cancelled = body.suspended ? { cancelledLessons: 2, refunded: 1 } : { cancelledLessons: 0, refunded: 0 };
      return HttpResponse.json({ user: { ...teacher, suspended: body.suspended }, ...cancelled });
    }),
  );
}

function renderDirectory() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UsersDirectory />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("UsersDirectory", () => {
  it("lists users a page at a time with the total, and never offers to suspend oneself", async () => {
    stub();
    renderDirectory();
    const table = await screen.findByRole("table");
    expect(within(table).getByText("Yusuf Teacher")).toBeInTheDocument();
    expect(screen.getByText("Showing 1–3 of 45")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(within(table).getAllByText("You")).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Suspend Admin Person" })).toBeNull();
    expect(within(table).getByText("Suspended")).toBeInTheDocument();
    expect(within(table).getByText("Abusive messages")).toBeInTheDocument();
  });

  it("searches as the admin types", async () => {
    stub();
    renderDirectory();
    await screen.findByRole("table");
    await userEvent.type(screen.getByLabelText("Search users"), "yusuf");
    await waitFor(() => expect(requests("GET").some((r) => r.path.includes("q=yusuf"))).toBe(true));
    await waitFor(() => expect(screen.getByText("Showing 1–1 of 1")).toBeInTheDocument());
  });

  it("asks for a reason before suspending, then says what happened to the lessons", async () => {
    stub();
    renderDirectory();
    await screen.findByRole("table");
    await userEvent.click(screen.getAllByRole("button", { name: "Suspend Yusuf Teacher" })[0]);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/upcoming lessons are cancelled/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend Account" }));
    expect(within(dialog).getByText("Please give a reason for the suspension")).toBeInTheDocument();
    expect(requests("PATCH")).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText("Reason (sent to the user)"), "Police check is forged");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend Account" }));
    expect(await screen.findByText(/2 upcoming lessons were cancelled and 1 refunded/)).toBeInTheDocument();
    const [patch] = requests("PATCH");
    expect(patch.path).toBe("/api/admin/users/8");
    expect(await patch.json()).toEqual({ suspended: true, reason: "Police check is forged" });
  });

  it("withdraws the certificates of a rejected or suspended teacher, after asking (issue 31)", async () => {
    stub();
    const rejected = person({
      id: 10,
      username: "forged",
      firstName: "Forged",
      lastName: "Check",
      roles: ["teacher"],
      currentRole: "teacher",
      teacherStatus: "rejected",
    });
    const suspendedTeacher = { ...rejected, id: 11, username: "susp", firstName: "Held", suspended: true };
    mockApi(
      http.get("/api/admin/users", () =>
        HttpResponse.json([teacher, banned, rejected, suspendedTeacher], { headers: { "X-Total-Count": "4" } }),
      ),
      http.post("/api/admin/teachers/:id/withdraw-certificates", () => HttpResponse.json({ withdrawn: 3 })),
    );
    renderDirectory();
    await screen.findByRole("table");
    // Not for an approved teacher, nor for a parent.
    expect(screen.queryAllByRole("button", { name: "Withdraw the certificates of Yusuf Teacher's reports" })).toEqual(
      [],
    );
    expect(screen.queryAllByRole("button", { name: "Withdraw the certificates of Gone Parent's reports" })).toEqual([]);
    expect(screen.getAllByRole("button", { name: "Withdraw the certificates of Held Check's reports" })).not.toEqual(
      [],
    );
    await userEvent.click(
      screen.getAllByRole("button", { name: "Withdraw the certificates of Forged Check's reports" })[0],
    );
    const dialog = await screen.findByRole("dialog", { name: "Withdraw Forged Check's certificates?" });
    expect(within(dialog).getByText(/Each family is told/)).toBeInTheDocument();
    expect(requests("POST")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw certificates" }));
    expect(
      await screen.findByText("Certificates of Forged Check's reports withdrawn: 3. The families were told."),
    ).toBeInTheDocument();
    expect(requests("POST").map((r) => r.path)).toEqual(["/api/admin/teachers/10/withdraw-certificates"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("restores a suspended account", async () => {
    stub();
    renderDirectory();
    await screen.findByRole("table");
    await userEvent.click(screen.getAllByRole("button", { name: "Restore Gone Parent" })[0]);
    expect(await screen.findByText("Account Restored")).toBeInTheDocument();
    const [patch] = requests("PATCH");
    expect(patch.path).toBe("/api/admin/users/9");
    expect(await patch.json()).toEqual({ suspended: false });
  });
});
