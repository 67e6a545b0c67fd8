import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { ReviewDialog } from "./review-dialog";
import { renderWith, teacher } from "./review-dialog.test-utils";

describe("ReviewDialog", () => {
  it("is titled with the applicant's name and shows the four sections", async () => {
    renderWith(<ReviewDialog teacher={teacher} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Review Aisha Rahman" })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Teacher application · applied \w+ \d+, \d{4}$/)).toBeInTheDocument();
    const sections = within(dialog).getByRole("tablist", { name: "Review sections" });
    expect(
      within(sections)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Profile", "Documents", "Verification", "Decision"]);
  });

  it("shows nothing without a teacher", () => {
    renderWith(<ReviewDialog teacher={null} open onOpenChange={() => {}} />);
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("shows the profile and an empty state without documents", async () => {
    renderWith(<ReviewDialog teacher={teacher} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Ijazah in Hafs")).toBeInTheDocument();
    expect(within(dialog).getByText("$30.00 per hour")).toBeInTheDocument();
    expect(within(dialog).getByText("English, Arabic")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Documents" }));
    expect(within(dialog).getByRole("heading", { name: "No documents uploaded" })).toBeInTheDocument();
  });

  it("rejects with feedback, toasts 'Teacher Rejected' and closes", async () => {
    mockApi(http.patch("/api/teacher/profile/12", () => HttpResponse.json({ id: 12 })));
    const onOpenChange = vi.fn();
    renderWith(<ReviewDialog teacher={teacher} open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Decision" }));
    await userEvent.type(within(dialog).getByLabelText("Feedback for the teacher"), "Please upload a police check.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Teacher Rejected")).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [patch] = requests("PATCH");
    expect(await patch.json()).toEqual({ verificationStatus: "rejected", feedback: "Please upload a police check." });
  });
});
