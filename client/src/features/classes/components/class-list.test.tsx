import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ClassItem } from "@shared/classes";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import { classItem } from "@/test/class-item";
import { ClassList } from "./class-list";

const klass = classItem();

const REASON = "Your profile must be approved before you can create classes.";

function renderList(createBlockedReason: string | null = null) {
  const onCreate = vi.fn();
  const onEdit = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ClassList createBlockedReason={createBlockedReason} onCreate={onCreate} onEdit={onEdit} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onCreate, onEdit };
}

const page = (items: ClassItem[], total: number) =>
  HttpResponse.json(items, { headers: { "X-Total-Count": String(total) } });
const answerClasses = (items: ClassItem[]) => mockApi(http.get("/api/classes", () => HttpResponse.json(items)));

describe("ClassList", () => {
  it("disables 'Create Class' at the classes cap, counted from X-Total-Count, and says why", async () => {
    // One page of 50 on screen would be the same; here the first page shows 2 of the 50 held.
    mockApi(http.get("/api/classes", () => page([klass, { ...klass, id: 8 }], 50)));
    const { onCreate } = renderList(null);
    await screen.findAllByText("Tajweed for Beginners");
    const button = screen.getByRole("button", { name: "Create Class" });
    expect(button).toBeDisabled();
    const reason = "You can create at most 50 classes, inactive ones included.";
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    await userEvent.click(button);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("loads the next page with 'Show more classes' until all are shown", async () => {
    mockApi(
      http.get("/api/classes", ({ request }) =>
        new URL(request.url).search === ""
          ? page([klass, { ...klass, id: 8, title: "Second" }], 3)
          : page([{ ...klass, id: 9, title: "Third" }], 3),
      ),
    );
    renderList(null);
    expect(await screen.findByText("Showing 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Class" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Show more classes" }));
    expect(await screen.findByRole("heading", { name: "Third" })).toBeInTheDocument();
    // The next page starts after the items received.
    expect(requests().at(-1)?.path).toBe("/api/classes?offset=2");
    expect(screen.queryByRole("button", { name: "Show more classes" })).toBeNull();
  });

  it("disables 'Create Class' for a profile not yet approved and says why", async () => {
    answerClasses([]);
    renderList(REASON);
    expect(await screen.findByText("No classes yet")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Create Class" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(REASON);
    expect(screen.getByText(REASON)).toBeVisible();
  });

  it("offers an approved teacher 'Create Class' in the empty state", async () => {
    answerClasses([]);
    const { onCreate } = renderList(null);
    await screen.findByText("No classes yet");
    expect(
      screen.getByText("Create your first class so families can find it and book lessons with you."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create Class" }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it("lists classes with their facts and opens Edit with the class", async () => {
    answerClasses([klass, { ...klass, id: 8, title: "Seerah Stories", isActive: false }]);
    const { onEdit } = renderList(null);
    expect(await screen.findByRole("heading", { name: "Tajweed for Beginners" })).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getByText("Inactive")).toBeInTheDocument();
    expect(screen.getAllByText("45 min")).toHaveLength(2);
    expect(screen.getAllByText("$20.00")).toHaveLength(2);
    expect(screen.getAllByText("Beginner")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Edit Tajweed for Beginners" }));
    expect(onEdit).toHaveBeenCalledWith(klass);
  });

  it("deactivates a class with {isActive: false}, shows the pending state and toasts", async () => {
    const answer = deferred();
    answerClasses([klass]);
    mockApi(http.patch("/api/classes/:id", () => answer.promise));
    renderList(null);
    await userEvent.click(await screen.findByRole("button", { name: "Deactivate Tajweed for Beginners" }));
    expect(await screen.findByRole("button", { name: /Deactivating\.\.\./ })).toBeDisabled();
    const [patch] = requests("PATCH");
    expect(patch.path).toBe("/api/classes/7");
    expect(await patch.json()).toEqual({ isActive: false });
    answer.resolve(HttpResponse.json({ ...klass, isActive: false }));
    expect(await screen.findByText("Class Deactivated")).toBeInTheDocument();
  });

  it("shows an error with 'Try again' that reloads the list", async () => {
    answerClasses([klass]);
    // The first read fails; the retry gets the list.
    mockApi(
      http.get("/api/classes", () => HttpResponse.json({ message: "Internal server error" }, { status: 500 }), {
        once: true,
      }),
    );
    renderList(null);
    expect(await screen.findByText("Your classes could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Tajweed for Beginners" })).toBeInTheDocument());
  });
});
