import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewDocuments } from "./review-dialog-documents";
import { teacher } from "./review-dialog.test-utils";

describe("ReviewDocuments", () => {
  it("links each upload to the server's file route, with its type", () => {
    const documents = [
      { id: 7, documentType: "id" as const, fileName: "passport.pdf", uploadedAt: "2025-01-02T12:00:00.000Z" },
      { id: 8, documentType: "police_check" as const, fileName: "dbs.pdf", uploadedAt: "2025-01-03T12:00:00.000Z" },
    ];
    render(<ReviewDocuments teacher={{ ...teacher, documents }} />);
    const list = screen.getByRole("list", { name: "Uploaded documents" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByRole("link", { name: "passport.pdf" })).toHaveAttribute("href", "/api/documents/7/file");
    expect(within(list).getByRole("link", { name: "dbs.pdf" })).toHaveAttribute("href", "/api/documents/8/file");
    expect(within(list).getByText(/^Police clearance · uploaded /)).toBeInTheDocument();
  });

  it("says so when there is none", () => {
    render(<ReviewDocuments teacher={{ ...teacher, documents: undefined }} />);
    expect(screen.getByRole("heading", { name: "No documents uploaded" })).toBeInTheDocument();
    expect(screen.getByText("The applicant has not uploaded any documents yet.")).toBeInTheDocument();
  });
});
