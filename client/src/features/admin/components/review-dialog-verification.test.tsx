import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { ReviewDialog } from "./review-dialog";
import { ReviewVerification } from "./review-dialog-verification";
import { renderWith, teacher } from "./review-dialog.test-utils";

const uploaded = [
  { id: 7, documentType: "id" as const, fileName: "passport.pdf", uploadedAt: "2025-01-02T12:00:00.000Z" },
  { id: 8, documentType: "police_check" as const, fileName: "dbs.pdf", uploadedAt: "2025-01-03T12:00:00.000Z" },
];

describe("ReviewVerification", () => {
  it("saves the document checks with PATCH; the interview is not a box to tick", async () => {
    mockApi(http.patch("/api/teacher/profile/12", () => HttpResponse.json({ id: 12 })));
    renderWith(<ReviewDialog teacher={{ ...teacher, documents: uploaded }} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("tab", { name: "Verification" }));
    expect(within(dialog).getByRole("checkbox", { name: "ID verified" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Police clearance verified" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Verification" }));
    expect(await screen.findByText("Verification Saved")).toBeInTheDocument();
    // Confirmed inside the dialog too, where the admin is looking (the toast sits behind the overlay).
    const status = within(dialog)
      .getAllByRole("status")
      .find((s) => s.textContent?.startsWith("Saved"));
    expect(status).toHaveTextContent("Saved: ID verified, police clearance verified.");
    // A change after the save is not 'saved' any more.
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "ID verified" }));
    expect(within(dialog).queryByText(/^Saved:/)).toBeNull();
    const [patch] = requests("PATCH");
    expect(await patch.json()).toEqual({
      idVerified: true,
      policeCheckVerified: true,
      idDocumentId: 7,
      policeCheckDocumentId: 8,
    });
    // Issue 14: 'Interview completed' could be ticked before any interview took place.
    expect(within(dialog).queryByRole("checkbox", { name: /interview/i })).toBeNull();
    expect(within(dialog).getByText("Interview not completed yet")).toBeInTheDocument();
  });

  it("names the documents shown for the ticked checks only, so a replaced file is refused", async () => {
    mockApi(http.patch("/api/teacher/profile/12", () => HttpResponse.json({ id: 12 })));
    const documents = [
      { id: 7, documentType: "id" as const, fileName: "passport.pdf", uploadedAt: "2025-01-02T12:00:00.000Z" },
      { id: 8, documentType: "police_check" as const, fileName: "dbs.pdf", uploadedAt: "2025-01-03T12:00:00.000Z" },
    ];
    renderWith(<ReviewVerification teacher={{ ...teacher, documents }} />);
    await userEvent.click(screen.getByRole("button", { name: "Save Verification" }));
    expect(await screen.findByText("Verification Saved")).toBeInTheDocument();
    expect(await Promise.all(requests("PATCH").map((r) => r.json()))).toEqual([
      { idVerified: true, policeCheckVerified: false, idDocumentId: 7 },
    ]);
  });

  // Issue 31, finding 10: an ID and a police check were marked verified with no document uploaded.
  it("offers no check for a document the teacher has not uploaded, and says so", async () => {
    renderWith(<ReviewVerification teacher={{ ...teacher, idVerified: false, documents: [uploaded[0]] }} />);
    expect(screen.getByRole("checkbox", { name: "ID verified" })).toBeEnabled();
    const police = screen.getByRole("checkbox", { name: "Police clearance verified" });
    expect(police).toBeDisabled();
    expect(police).toHaveAccessibleDescription("Not uploaded yet");
  });

  it("toasts the server's message when the save fails", async () => {
    mockApi(
      http.patch("/api/teacher/profile/12", () =>
        HttpResponse.json({ message: "The ID document was replaced; review it again." }, { status: 409 }),
      ),
    );
    renderWith(<ReviewVerification teacher={teacher} />);
    await userEvent.click(screen.getByRole("button", { name: "Save Verification" }));
    expect(await screen.findByText("The ID document was replaced; review it again.")).toBeInTheDocument();
  });

  it("shows a completed interview as done", () => {
    renderWith(<ReviewVerification teacher={{ ...teacher, interviewCompleted: true }} />);
    expect(screen.getByRole("status", { name: "Interview" })).toHaveTextContent("Interview completed");
    expect(screen.queryByText(/Schedule it under Decision/)).toBeNull();
  });
});
