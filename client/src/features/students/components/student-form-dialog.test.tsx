import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StudentItem } from "@shared/students";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { StudentFormDialog, studentDraftKey } from "./student-form-dialog";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

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
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("StudentFormDialog", () => {
  it("starts at the default age of 6 with empty fields", () => {
    renderDialog();
    expect(screen.getByRole("heading", { name: "Add Child Profile" })).toBeInTheDocument();
    expect(screen.getByLabelText("Age")).toHaveValue(6);
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveTextContent("Select a level");
  });

  it("shows the schema's messages on an empty submit and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderDialog();
    await userEvent.type(screen.getByLabelText("Name"), "A");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Please select a level")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses an age under 3 and over 18", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderDialog();
    await setAge("2");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(await screen.findByText("Age must be at least 3")).toBeInTheDocument();
    await setAge("19");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(await screen.findByText("Age must be under 18")).toBeInTheDocument();
    expect(screen.queryByText("Age must be at least 3")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("creates a profile with POST, toasts success, refreshes the lists and closes", async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn((_url: string, init?: RequestInit) =>
      init?.method === "POST" ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(json([])),
    );
    vi.stubGlobal("fetch", fetch);
    const { onOpenChange, invalidate } = renderDialog();
    await userEvent.type(screen.getByLabelText("Name"), "Yusuf Ali");
    await setAge("9");
    await choose("Level", "Intermediate");
    await userEvent.type(screen.getByLabelText("Goals (optional)"), "Memorise Surah Al-Mulk");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));

    expect(await screen.findByRole("button", { name: /Saving\.\.\./ })).toBeDisabled();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(post[0]).toBe("/api/student/profile");
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: "Yusuf Ali",
      age: 9,
      level: "intermediate",
      goals: "Memorise Surah Al-Mulk",
      specialNeeds: "",
    });
    answer(json({ ...amina, id: 12, name: "Yusuf Ali", age: 9, level: "intermediate" }, 201));
    expect(await screen.findByText("Student profile created successfully")).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(["/api/student/profiles", "/api/dashboard"]));
  });

  it("edits a child with PATCH to /api/student/profiles/{id} and toasts the update", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => json(init?.method === "PATCH" ? { ...amina, age: 9 } : []));
    vi.stubGlobal("fetch", fetch);
    const { onOpenChange } = renderDialog(amina);
    expect(screen.getByRole("heading", { name: "Edit Child Profile" })).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Amina Khan");
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveTextContent("Beginner");
    await setAge("9");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Student profile updated successfully")).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(patch[0]).toBe("/api/student/profiles/11");
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      name: "Amina Khan",
      age: 9,
      level: "beginner",
      goals: "Finish Juz 'Amma",
      specialNeeds: "",
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("toasts the spec's failure text and stays open when the save fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json({ message: "Internal server error" }, 500)));
    const { onOpenChange } = renderDialog(amina);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    const toastTitle = await screen.findByText("Error");
    expect(within(toastTitle.closest("li")!).getByText("Failed to save student profile. Please try again.")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("puts a 400's field message under the field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ message: "name: Name is taken", errors: [{ path: "name", message: "Name is taken" }] }, 400)),
    );
    renderDialog(amina);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Name is taken")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
  });

  it("saves a draft 800 ms after typing stops", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal("fetch", vi.fn());
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
      JSON.stringify({ v: 1, step: 0, savedAt: Date.now(), values: { name: "Maryam", age: "7", level: "advanced", goals: "Tajweed" } }),
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
    localStorage.setItem(key, JSON.stringify({ v: 1, step: 0, savedAt: 0, values: { name: "Maryam", age: 7, level: "beginner" } }));
    vi.stubGlobal("fetch", vi.fn(async (_url: string, init?: RequestInit) => json(init?.method === "POST" ? { ...amina, name: "Maryam" } : [], init?.method === "POST" ? 201 : 200)));
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Restore Draft" }));
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(await screen.findByText("Student profile created successfully")).toBeInTheDocument();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
