// The class form's trial lesson (issue 36): the fields it reveals, what it sends, the dearer-trial message.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ClassItem } from "@shared/classes";
import { TRIAL_DEARER_MESSAGE } from "@shared/matching";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { classItem } from "@/test/class-item";
import { ClassFormDialog } from "./class-form-dialog";

const existing = classItem();

function renderDialog(klass: ClassItem | null = null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ClassFormDialog open onOpenChange={() => undefined} klass={klass} />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function fillNewClass() {
  await userEvent.type(screen.getByLabelText("Title"), "Arabic for Young Readers");
  await userEvent.type(screen.getByLabelText("Description"), "Letters, vowels and first words, with games.");
  await userEvent.click(screen.getByRole("combobox", { name: "Subject" }));
  await userEvent.click(await screen.findByRole("option", { name: "Arabic Language" }));
  await userEvent.click(screen.getByRole("combobox", { name: "Level" }));
  await userEvent.click(await screen.findByRole("option", { name: "Beginner" }));
  await userEvent.type(screen.getByLabelText("Price (USD)"), "25");
}

describe("ClassFormDialog: trial lesson", () => {
  it("reveals the trial's fields and sends them", async () => {
    mockApi(http.post("/api/classes", () => HttpResponse.json({ ...existing, id: 8 }, { status: 201 })));
    renderDialog();
    expect(screen.queryByLabelText("Trial length (minutes)")).toBeNull();
    await fillNewClass();
    await userEvent.click(screen.getByRole("checkbox", { name: "Offer a trial lesson" }));
    await userEvent.type(screen.getByLabelText("Trial length (minutes)"), "20");
    await userEvent.type(screen.getByLabelText("Trial price"), "0");
    await userEvent.click(screen.getByRole("button", { name: "Create Class" }));
    expect(await screen.findByText("Class Created")).toBeInTheDocument();
    const [post] = requests("POST");
    expect(await post.json()).toMatchObject({ price: "25.00", trialMinutes: 20, trialPrice: "0.00" });
  });

  it("refuses a trial dearer than the class, and a length outside 15 to 30 minutes, sending nothing", async () => {
    renderDialog();
    await fillNewClass();
    await userEvent.click(screen.getByRole("checkbox", { name: "Offer a trial lesson" }));
    await userEvent.type(screen.getByLabelText("Trial length (minutes)"), "20");
    await userEvent.type(screen.getByLabelText("Trial price"), "30");
    await userEvent.click(screen.getByRole("button", { name: "Create Class" }));
    expect(await screen.findByText(TRIAL_DEARER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText("Trial price")).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(screen.getByLabelText("Trial length (minutes)"));
    await userEvent.type(screen.getByLabelText("Trial length (minutes)"), "45");
    await userEvent.click(screen.getByRole("button", { name: "Create Class" }));
    expect(await screen.findByText("A trial lasts 15 to 30 minutes")).toBeInTheDocument();
    expect(requests("POST")).toEqual([]);
  });

  it("shows the server's 400 on the trial's field", async () => {
    mockApi(
      http.patch("/api/classes/:id", () =>
        HttpResponse.json(
          { message: "Invalid", errors: [{ path: "trialPrice", message: TRIAL_DEARER_MESSAGE }] },
          { status: 400 },
        ),
      ),
    );
    renderDialog({ ...existing, trialMinutes: 20, trialPrice: "5.00" });
    expect(screen.getByRole("checkbox", { name: "Offer a trial lesson" })).toBeChecked();
    expect(screen.getByLabelText("Trial length (minutes)")).toHaveValue(20);
    await userEvent.clear(screen.getByLabelText("Trial price"));
    await userEvent.type(screen.getByLabelText("Trial price"), "10");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(TRIAL_DEARER_MESSAGE)).toBeInTheDocument();
    const [patch] = requests("PATCH");
    expect(await patch.json()).toMatchObject({ trialMinutes: 20, trialPrice: "10.00" });
  });

  it("unticked on a class with a trial, sends null for both to take it away", async () => {
    mockApi(http.patch("/api/classes/:id", () => HttpResponse.json(existing)));
    renderDialog({ ...existing, trialMinutes: 20, trialPrice: "5.00" });
    await userEvent.click(screen.getByRole("checkbox", { name: "Offer a trial lesson" }));
    expect(screen.queryByLabelText("Trial price")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Class Updated")).toBeInTheDocument();
    expect(await requests("PATCH")[0].json()).toMatchObject({ trialMinutes: null, trialPrice: null });
  });
});
