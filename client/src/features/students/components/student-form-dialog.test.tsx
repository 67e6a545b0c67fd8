import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StudentItem } from "@shared/students";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import { StudentFormDialog, studentDraftKey } from "./student-form-dialog";

const USER_ID = 4;

const amina: StudentItem = {
  id: 11,
  parentId: USER_ID,
  name: "Amina Khan",
  age: 8,
  level: "beginner",
  goals: "Finish Juz 'Amma",
  specialNeeds: null,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

function renderDialog(student: StudentItem | null = null) {
  const onOpenChange = vi.fn();
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  render(
    <QueryClientProvider client={queryClient}>
      <StudentFormDialog open onOpenChange={onOpenChange} userId={USER_ID} student={student} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onOpenChange, invalidate };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

async function setAge(value: string) {
  const age = screen.getByLabelText("Age");
  await userEvent.clear(age);
  await userEvent.type(age, value);
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe("StudentFormDialog", () => {
  it("starts at the default age of 6 with empty fields", () => {
    renderDialog();
    expect(screen.getByRole("heading", { name: "Add Child Profile" })).toBeInTheDocument();
    expect(screen.getByLabelText("Age")).toHaveValue(6);
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveTextContent("Select a level");
  });

  it("shows the schema's messages on an empty submit and sends nothing", async () => {
    renderDialog();
    await userEvent.type(screen.getByLabelText("Name"), "A");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Please select a level")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(requests()).toEqual([]);
  });

  it("refuses an age under 3 and over 18", async () => {
    renderDialog();
    await setAge("2");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(await screen.findByText("Age must be at least 3")).toBeInTheDocument();
    await setAge("19");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(await screen.findByText("Age must be at most 18")).toBeInTheDocument();
    expect(screen.queryByText("Age must be at least 3")).toBeNull();
    expect(requests()).toEqual([]);
  });

  it("creates a profile with POST, toasts success, refreshes the lists and closes", async () => {
    const answer = deferred();
    mockApi(http.post("/api/student/profile", () => answer.promise));
    const { onOpenChange, invalidate } = renderDialog();
    await userEvent.type(screen.getByLabelText("Name"), "Yusuf Ali");
    await setAge("9");
    await choose("Level", "Intermediate");
    await userEvent.type(screen.getByLabelText("Goals (optional)"), "Memorise Surah Al-Mulk");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));

    expect(await screen.findByRole("button", { name: /Saving\.\.\./ })).toBeDisabled();
    const [post] = requests("POST");
    expect(post.path).toBe("/api/student/profile");
    expect(await post.json()).toEqual({
      name: "Yusuf Ali",
      age: 9,
      level: "intermediate",
      goals: "Memorise Surah Al-Mulk",
      specialNeeds: "",
    });
    answer.resolve(
      HttpResponse.json({ ...amina, id: 12, name: "Yusuf Ali", age: 9, level: "intermediate" }, { status: 201 }),
    );
    expect(await screen.findByText("Student profile created successfully")).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(["/api/student/profiles", "/api/dashboard"]));
  });

  it("edits a child with PATCH to /api/student/profiles/{id} and toasts the update", async () => {
    mockApi(http.patch("/api/student/profiles/:id", () => HttpResponse.json({ ...amina, age: 9 })));
    const { onOpenChange } = renderDialog(amina);
    expect(screen.getByRole("heading", { name: "Edit Child Profile" })).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Amina Khan");
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveTextContent("Beginner");
    await setAge("9");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Student profile updated successfully")).toBeInTheDocument();
    const [patch] = requests("PATCH");
    expect(patch.path).toBe("/api/student/profiles/11");
    expect(await patch.json()).toEqual({
      name: "Amina Khan",
      age: 9,
      level: "beginner",
      goals: "Finish Juz 'Amma",
      specialNeeds: "",
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("toasts the spec's failure text and stays open when the save fails", async () => {
    mockApi(
      http.patch("/api/student/profiles/:id", () =>
        HttpResponse.json({ message: "Internal server error" }, { status: 500 }),
      ),
    );
    const { onOpenChange } = renderDialog(amina);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    const toastTitle = await screen.findByText("Error");
    expect(
      within(toastTitle.closest("li")!).getByText("Failed to save student profile. Please try again."),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("puts a 400's field message under the field", async () => {
    mockApi(
      http.patch("/api/student/profiles/:id", () =>
        HttpResponse.json(
          { message: "name: Name is taken", errors: [{ path: "name", message: "Name is taken" }] },
          { status: 400 },
        ),
      ),
    );
    renderDialog(amina);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Name is taken")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
  });

  it("saves a draft 800 ms after typing stops", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDialog();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Maryam" } });
    const key = studentDraftKey(USER_ID, null);
    act(() => vi.advanceTimersByTime(700));
    expect(localStorage.getItem(key)).toBeNull();
    act(() => vi.advanceTimersByTime(150));
    expect(JSON.parse(localStorage.getItem(key)!).values).toMatchObject({ name: "Maryam", age: 6 });
  });

  it("offers a saved draft: 'Restore Draft' fills the form and toasts 'Draft Restored'", async () => {
    const key = studentDraftKey(USER_ID, null);
    localStorage.setItem(
      key,
      JSON.stringify({
        v: 1,
        step: 0,
        savedAt: Date.now(),
        values: { name: "Maryam", age: "7", level: "advanced", goals: "Tajweed" },
      }),
    );
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Restore Draft" }));
    expect(await screen.findByText("Draft Restored")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Maryam");
    expect(screen.getByLabelText("Age")).toHaveValue(7);
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveTextContent("Advanced");
    expect(screen.getByLabelText("Goals (optional)")).toHaveValue("Tajweed");
    expect(screen.queryByRole("button", { name: "Restore Draft" })).toBeNull();
  });

  it("'Start Fresh' drops the draft and keeps the defaults", async () => {
    const key = studentDraftKey(USER_ID, null);
    localStorage.setItem(key, JSON.stringify({ v: 1, step: 0, savedAt: 0, values: { name: "Maryam" } }));
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Start Fresh" }));
    expect(screen.queryByRole("button", { name: "Restore Draft" })).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("clears the draft after a successful save", async () => {
    const key = studentDraftKey(USER_ID, null);
    localStorage.setItem(
      key,
      JSON.stringify({ v: 1, step: 0, savedAt: 0, values: { name: "Maryam", age: 7, level: "beginner" } }),
    );
    mockApi(http.post("/api/student/profile", () => HttpResponse.json({ ...amina, name: "Maryam" }, { status: 201 })));
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Restore Draft" }));
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(await screen.findByText("Student profile created successfully")).toBeInTheDocument();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
