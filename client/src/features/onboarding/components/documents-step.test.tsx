import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { DocumentInfo } from "@shared/teachers";
import { DocumentsStep } from "./documents-step";

const documents = {
  id: { id: 3, documentType: "id", fileName: "passport.pdf", uploadedAt: "2026-01-10T10:05:00.000Z" },
  police_check: { id: 4, documentType: "police_check", fileName: "dbs.pdf", uploadedAt: "2026-01-10T10:06:00.000Z" },
  ijazah: { id: 5, documentType: "ijazah", fileName: "ijazah.pdf", uploadedAt: "2026-01-10T10:07:00.000Z" },
} satisfies Record<string, DocumentInfo>;

function renderStep(
  props: { verified?: { id?: boolean; police_check?: boolean; ijazah?: boolean }; approved?: boolean } = {},
) {
  const onChoose = vi.fn();
  // The hidden file input is opened by a click; a spy stands in for the browser's file picker.
  const picker = vi.spyOn(HTMLInputElement.prototype, "click").mockImplementation(() => {});
  render(<DocumentsStep documents={documents} states={{}} onChoose={onChoose} {...props} />);
  return { picker, row: (name: string) => within(screen.getByRole("listitem", { name })) };
}

describe("replacing a verified document (api.md 'Trust after verification')", () => {
  it("warns before an approved teacher replaces their verified police clearance, and opens the picker only when confirmed", async () => {
    const { picker, row } = renderStep({ verified: { id: false, police_check: true }, approved: true });
    const police = row("Police clearance");
    expect(police.getByText("Verified")).toBeInTheDocument();

    await userEvent.click(police.getByRole("button", { name: "Replace Police clearance" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace your verified police clearance?" });
    expect(dialog).toHaveTextContent(
      "Replacing your verified police clearance sends your profile back to review: families cannot book new lessons with you until our team has checked the new file.",
    );
    expect(picker).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Keep Current File" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(picker).not.toHaveBeenCalled();

    await userEvent.click(police.getByRole("button", { name: "Replace Police clearance" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Replace Anyway" }));
    expect(picker).toHaveBeenCalledTimes(1);
  });

  it("tells a teacher under review that the check starts again", async () => {
    const { row } = renderStep({ verified: { id: true }, approved: false });
    await userEvent.click(row("Government ID").getByRole("button", { name: "Replace Government ID" }));
    expect(await screen.findByRole("dialog", { name: "Replace your verified government ID?" })).toHaveTextContent(
      "Replacing your verified government ID clears its check: our team will check the new file before your profile can be approved.",
    );
  });

  it("does not warn for a document that was not verified: Replace opens the picker at once", async () => {
    const { picker, row } = renderStep({ verified: { id: true, police_check: false }, approved: true });
    const police = row("Police clearance");
    expect(police.getByText("Uploaded")).toBeInTheDocument();
    expect(police.queryByText("Verified")).toBeNull();
    await userEvent.click(police.getByRole("button", { name: "Replace Police clearance" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText(/sends your profile back to review/)).toBeNull();
    expect(picker).toHaveBeenCalledTimes(1);
  });

  it("says a new ijazah scan takes back only its verification (issue 36), even for an approved teacher", async () => {
    const { row } = renderStep({ verified: { ijazah: true }, approved: true });
    const ijazah = row("Ijazah");
    expect(ijazah.getByText("Verified")).toBeInTheDocument();
    await userEvent.click(ijazah.getByRole("button", { name: "Replace Ijazah" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace your verified ijazah?" });
    expect(dialog).toHaveTextContent("Replacing your verified ijazah takes back its verification");
    expect(dialog).not.toHaveTextContent(/back to review/);
  });
});
