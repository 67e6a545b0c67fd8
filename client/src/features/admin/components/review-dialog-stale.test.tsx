import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, HttpResponse, mockApi } from "@/test/msw";
import { ReviewDialog } from "./review-dialog";
import { renderWith, teacher } from "./review-dialog.test-utils";

const REFUSAL = "Cannot approve before the checks are complete: missing police check";

// Issue 32: "Cannot approve… missing ID…" stayed on the Decision tab after the admin had saved the checks.
describe("ReviewDialog: an approval refused for a missing check", () => {
  it("no longer shows the refusal once the checks are saved, and a new refusal shows again", async () => {
    mockApi(
      http.patch("/api/teacher/profile/12", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return body.verificationStatus === "approved"
          ? HttpResponse.json({ message: REFUSAL }, { status: 409 })
          : HttpResponse.json({ id: 12 });
      }),
    );
    renderWith(<ReviewDialog teacher={teacher} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Decision" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    const decision = within(dialog).getByRole("tabpanel", { name: "Decision" });
    expect(await within(decision).findByText(REFUSAL)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("tab", { name: "Verification" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Verification" }));
    expect(await within(dialog).findByText(/^Saved: ID verified/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("tab", { name: "Decision" }));
    expect(within(decision).queryByText(REFUSAL)).not.toBeInTheDocument();
    // The server still refuses: its current reason is shown again.
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(decision).findByText(REFUSAL)).toBeInTheDocument();
  });
});
