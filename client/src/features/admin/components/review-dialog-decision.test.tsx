import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { sentence } from "@/test/text";
import { ReviewDecision } from "./review-dialog-decision";
import { renderWith, teacher } from "./review-dialog.test-utils";

describe("ReviewDecision", () => {
  it("approves, toasts 'Teacher Approved' and reports the decision", async () => {
    mockApi(http.patch("/api/teacher/profile/12", () => HttpResponse.json({ id: 12 })));
    const onDecided = vi.fn();
    renderWith(<ReviewDecision teacher={teacher} onDecided={onDecided} />);
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Teacher Approved")).toBeInTheDocument();
    expect(screen.getByText(sentence("Aisha Rahman can now teach on Halaqa."))).toBeInTheDocument();
    expect(onDecided).toHaveBeenCalledTimes(1);
    expect(await Promise.all(requests("PATCH").map((r) => r.json()))).toEqual([{ verificationStatus: "approved" }]);
  });

  it("asks for feedback before a rejection and sends nothing", async () => {
    const onDecided = vi.fn();
    renderWith(<ReviewDecision teacher={teacher} onDecided={onDecided} />);
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Feedback Required")).toBeInTheDocument();
    // In the toast and beside the field.
    expect(screen.getAllByText("Please provide feedback for rejection.")).toHaveLength(2);
    expect(requests()).toEqual([]);
    expect(onDecided).not.toHaveBeenCalled();
  });

  it("shows why the server refused an approval, and stays open", async () => {
    mockApi(
      http.patch("/api/teacher/profile/12", () =>
        HttpResponse.json({ message: "The police check is not verified yet." }, { status: 409 }),
      ),
    );
    const onDecided = vi.fn();
    renderWith(<ReviewDecision teacher={teacher} onDecided={onDecided} />);
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The police check is not verified yet.");
    expect(await screen.findByText("Failed to update teacher status. Please try again.")).toBeInTheDocument();
    expect(onDecided).not.toHaveBeenCalled();
  });

  it("clears an approval's refusal once the admin turns to Reject, and asks for the feedback beside its field", async () => {
    mockApi(
      http.patch("/api/teacher/profile/12", () =>
        HttpResponse.json({ message: "The police check is not verified yet." }, { status: 409 }),
      ),
    );
    renderWith(<ReviewDecision teacher={teacher} onDecided={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The police check is not verified yet.");
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(screen.queryByText("The police check is not verified yet.")).toBeNull();
    const field = screen.getByLabelText("Feedback for the teacher");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Please provide feedback for rejection.");
  });

  it("starts from the feedback given last time", () => {
    renderWith(<ReviewDecision teacher={{ ...teacher, feedback: "Add your ijazah." }} onDecided={() => {}} />);
    expect(screen.getByLabelText("Feedback for the teacher")).toHaveValue("Add your ijazah.");
  });
});
