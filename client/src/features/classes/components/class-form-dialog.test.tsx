import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ClassItem } from "@shared/classes";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import { classItem } from "@/test/class-item";
import { ClassCard } from "./class-card";
import { ClassFormDialog } from "./class-form-dialog";

const existing = classItem();

function renderDialog(klass: ClassItem | null = null) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ClassFormDialog open onOpenChange={onOpenChange} klass={klass} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

describe("ClassFormDialog", () => {
  it("shows the spec's messages on an empty submit and sends nothing", async () => {
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Create Class" }));
    expect(await screen.findByText("Title must be at least 5 characters")).toBeInTheDocument();
    expect(screen.getByText("Description must be at least 20 characters")).toBeInTheDocument();
    expect(screen.getByText("Please select a subject")).toBeInTheDocument();
    expect(screen.getByText("Please select a level")).toBeInTheDocument();
    expect(screen.getByText("Please set a price")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveAttribute("aria-invalid", "true");
    expect(requests()).toEqual([]);
  });

  it("prefills the defaults: 60 minutes and 1 student", () => {
    renderDialog();
    expect(screen.getByRole("heading", { name: "Create New Class" })).toBeInTheDocument();
    expect(screen.getByLabelText("Duration (minutes)")).toHaveValue(60);
    expect(screen.getByLabelText("Max students")).toHaveValue(1);
    expect(screen.getByLabelText("Price (USD)")).toHaveValue(null);
  });

  it("refuses more than 20 students and less than 15 minutes", async () => {
    renderDialog();
    const max = screen.getByLabelText("Max students");
    await userEvent.clear(max);
    await userEvent.type(max, "21");
    const duration = screen.getByLabelText("Duration (minutes)");
    await userEvent.clear(duration);
    await userEvent.type(duration, "10");
    await userEvent.click(screen.getByRole("button", { name: "Create Class" }));
    expect(await screen.findByText("Maximum 20 students")).toBeInTheDocument();
    expect(screen.getByText("Duration must be at least 15 minutes")).toBeInTheDocument();
  });

  it("creates a class, toasts 'Class Created' and closes", async () => {
    const answer = deferred();
    mockApi(http.post("/api/classes", () => answer.promise));
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText("Title"), "Arabic for Young Readers");
    await userEvent.type(screen.getByLabelText("Description"), "Letters, vowels and first words, with games.");
    await choose("Subject", "Arabic Language");
    await choose("Level", "Intermediate");
    await userEvent.type(screen.getByLabelText("Price (USD)"), "25");
    await userEvent.click(screen.getByRole("button", { name: "Create Class" }));

    const pending = await screen.findByRole("button", { name: /Saving\.\.\./ });
    expect(pending).toBeDisabled();
    const [post] = requests("POST");
    expect(post.path).toBe("/api/classes");
    expect(await post.json()).toEqual({
      title: "Arabic for Young Readers",
      description: "Letters, vowels and first words, with games.",
      subject: "Arabic Language",
      level: "intermediate",
      duration: 60,
      price: "25.00",
      maxStudents: 1,
      siblingDiscountPercent: 0,
    });
    answer.resolve(HttpResponse.json({ ...existing, id: 8 }, { status: 201 }));
    expect(await screen.findByText("Class Created")).toBeInTheDocument();
    expect(screen.getByText("Your class has been created successfully.")).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("edits a class prefilled with its values and toasts 'Class Updated'", async () => {
    mockApi(http.patch("/api/classes/:id", () => HttpResponse.json(existing)));
    renderDialog(existing);
    expect(screen.getByRole("heading", { name: "Edit Class" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Tajweed for Beginners");
    expect(screen.getByLabelText("Duration (minutes)")).toHaveValue(45);
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveTextContent("Beginner");
    const max = screen.getByLabelText("Max students");
    await userEvent.clear(max);
    await userEvent.type(max, "6");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Class Updated")).toBeInTheDocument();
    const [patch] = requests("PATCH");
    expect(patch.path).toBe("/api/classes/7");
    expect(await patch.json()).toMatchObject({ maxStudents: 6, price: "20.00" });
  });

  it("keeps the sibling discount the teacher set when another field is edited (issue 33)", async () => {
    mockApi(http.patch("/api/classes/:id", () => HttpResponse.json(existing)));
    renderDialog({ ...existing, siblingDiscountPercent: 20 });
    const discount = screen.getByLabelText("Sibling discount on weekly plans (%)");
    expect(discount).toHaveValue(20);
    await userEvent.clear(screen.getByLabelText("Max students"));
    await userEvent.type(screen.getByLabelText("Max students"), "4");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Class Updated")).toBeInTheDocument();
    expect(await requests("PATCH")[0].json()).toMatchObject({ maxStudents: 4, siblingDiscountPercent: 20 });
  });

  it("refuses a sibling discount above 50% before sending", async () => {
    renderDialog(existing);
    const discount = screen.getByLabelText("Sibling discount on weekly plans (%)");
    await userEvent.clear(discount);
    await userEvent.type(discount, "60");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("The sibling discount is a whole percentage from 0 to 50")).toBeInTheDocument();
    expect(requests("PATCH")).toHaveLength(0);
  });

  it("on a 400 naming a field, shows its message there and toasts the spec's failure text", async () => {
    mockApi(
      http.patch("/api/classes/:id", () =>
        HttpResponse.json(
          { message: "title: Title already used", errors: [{ path: "title", message: "Title already used" }] },
          { status: 400 },
        ),
      ),
    );
    const { onOpenChange } = renderDialog(existing);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    const toastTitle = await screen.findByText("Error");
    expect(within(toastTitle.closest("li")!).getByText("Failed to save class. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Title already used")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("sends a lesson link with the class, and refuses one that is not https", { timeout: 15_000 }, async () => {
    mockApi(
      http.post("/api/classes", () =>
        HttpResponse.json({ ...existing, id: 8, meetingUrl: "https://zoom.us/j/987" }, { status: 201 }),
      ),
    );
    renderDialog();
    expect(screen.getByLabelText("Lesson link (optional)")).toHaveAccessibleDescription(
      "Only families who have paid get it: in their calendar file (.ics) and lesson reminders (24 hours and 1 hour before), and as a Join button from 15 minutes before each lesson.",
    );
    await userEvent.type(screen.getByLabelText("Title"), "Arabic for Young Readers");
    await userEvent.type(screen.getByLabelText("Description"), "Letters, vowels and first words, with games.");
    await choose("Subject", "Arabic Language");
    await choose("Level", "Beginner");
    await userEvent.type(screen.getByLabelText("Price (USD)"), "25");
    await userEvent.type(screen.getByLabelText("Lesson link (optional)"), "http://zoom.us/j/987");
    await userEvent.click(screen.getByRole("button", { name: "Create Class" }));
    expect(await screen.findByText("Use an https link such as https://zoom.us/j/123")).toBeInTheDocument();
    expect(screen.getByLabelText("Lesson link (optional)")).toHaveAttribute("aria-invalid", "true");
    expect(requests()).toEqual([]);

    await userEvent.clear(screen.getByLabelText("Lesson link (optional)"));
    await userEvent.type(screen.getByLabelText("Lesson link (optional)"), " https://zoom.us/j/987 ");
    await userEvent.click(screen.getByRole("button", { name: "Create Class" }));
    expect(await screen.findByText("Class Created")).toBeInTheDocument();
    expect(await requests("POST")[0].json()).toMatchObject({
      title: "Arabic for Young Readers",
      meetingUrl: "https://zoom.us/j/987",
    });
  });

  it("edits the lesson link, an emptied one clearing it; an untouched one is not sent", async () => {
    mockApi(http.patch("/api/classes/:id", () => HttpResponse.json(existing)));
    renderDialog({ ...existing, meetingUrl: "https://meet.google.com/abc-defg-hij" });
    const link = screen.getByLabelText("Lesson link (optional)");
    expect(link).toHaveValue("https://meet.google.com/abc-defg-hij");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await screen.findByText("Class Updated");
    expect(await requests("PATCH")[0].json()).not.toHaveProperty("meetingUrl");

    await userEvent.clear(link);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(requests("PATCH")).toHaveLength(2));
    expect(await requests("PATCH")[1].json()).toMatchObject({ meetingUrl: null });
  });

  it("shows the owner that a class has its lesson link", () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ClassCard klass={{ ...existing, meetingUrl: "https://zoom.us/j/987" }} onEdit={vi.fn()} />
        <ClassCard klass={{ ...existing, id: 9, title: "Arabic Letters", meetingUrl: null }} onEdit={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByText("Lesson link set")).toHaveLength(1);
  });
});
