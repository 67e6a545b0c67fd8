// Issue 36 in the review dialog: the teacher's gender corrected, the stated ijazah verified beside its scan with a
// note, its verification withdrawn, and the server's refusals shown where the admin is looking.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TeacherListItem } from "@shared/teachers";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { ReviewDialog } from "./review-dialog";
import { ReviewIjazah } from "./review-dialog-ijazah";
import { renderWith, teacher } from "./review-dialog.test-utils";

const scan = {
  id: 21,
  documentType: "ijazah" as const,
  fileName: "ijazah.pdf",
  uploadedAt: "2025-01-04T12:00:00.000Z",
};
const withIjazah: TeacherListItem = {
  ...teacher,
  gender: "female",
  riwayat: ["hafs", "warsh"],
  ijazah: {
    riwayah: "warsh",
    coversTeaching: true,
    issuer: "Sheikh Ahmad al-Zayyat",
    issuedOn: "2015-06-01",
    chain: "From Ali\nfrom Umar",
  },
  ijazahVerified: false,
  ijazahNote: null,
  documents: [scan],
};

const section = () => within(screen.getByRole("region", { name: "Ijazah" }));

describe("ReviewIjazah", () => {
  it("shows the stated ijazah beside its scan, and verifies it with the note and the scan shown", async () => {
    mockApi(
      http.patch("/api/teacher/profile/12", () =>
        HttpResponse.json({ id: 12, ijazahVerified: true, ijazahNote: "Called the sheikh, who confirmed it." }),
      ),
    );
    renderWith(<ReviewIjazah teacher={withIjazah} />);
    expect(section().getByText("Warsh 'an Nafi'")).toBeInTheDocument();
    expect(section().getByText("To teach and recite")).toBeInTheDocument();
    expect(section().getByText("Sheikh Ahmad al-Zayyat")).toBeInTheDocument();
    expect(section().getByText(/From Ali\s+from Umar/)).toHaveClass("whitespace-pre-wrap");
    expect(section().getByRole("link", { name: "ijazah.pdf" })).toHaveAttribute("href", "/api/documents/21/file");

    await userEvent.type(section().getByLabelText("How was it checked?"), "Called the sheikh, who confirmed it.");
    await userEvent.click(section().getByRole("button", { name: "Verify ijazah" }));
    expect(await section().findByText("Ijazah verified")).toBeInTheDocument();
    expect(section().getByText("Called the sheikh, who confirmed it.")).toBeInTheDocument();
    const [patch] = requests("PATCH");
    expect(await patch.json()).toEqual({
      ijazahVerified: true,
      ijazahNote: "Called the sheikh, who confirmed it.",
      ijazahDocumentId: 21,
    });
  });

  it("shows the server's 409 when the scan was replaced, and stays unverified", async () => {
    const replaced =
      "The teacher replaced their ijazah after you opened it. Please check the new file before verifying it.";
    mockApi(http.patch("/api/teacher/profile/12", () => HttpResponse.json({ message: replaced }, { status: 409 })));
    renderWith(<ReviewIjazah teacher={withIjazah} />);
    await userEvent.type(section().getByLabelText("How was it checked?"), "Heard her recite.");
    await userEvent.click(section().getByRole("button", { name: "Verify ijazah" }));
    expect(await section().findByRole("alert")).toHaveTextContent(replaced);
    expect(section().queryByText("Ijazah verified")).toBeNull();
    expect(section().getByRole("button", { name: "Verify ijazah" })).toBeEnabled();
  });

  it("shows the server's 400 when no note says how it was checked", async () => {
    const ask = "Please note how the ijazah was checked (issuer contacted, recitation heard)";
    mockApi(http.patch("/api/teacher/profile/12", () => HttpResponse.json({ message: ask }, { status: 400 })));
    renderWith(<ReviewIjazah teacher={withIjazah} />);
    await userEvent.click(section().getByRole("button", { name: "Verify ijazah" }));
    expect(await section().findByRole("alert")).toHaveTextContent(ask);
    expect(await requests("PATCH")[0].json()).toEqual({ ijazahVerified: true, ijazahNote: "", ijazahDocumentId: 21 });
  });

  it("withdraws a verification", async () => {
    mockApi(
      http.patch("/api/teacher/profile/12", () =>
        HttpResponse.json({ id: 12, ijazahVerified: false, ijazahNote: null }),
      ),
    );
    renderWith(<ReviewIjazah teacher={{ ...withIjazah, ijazahVerified: true, ijazahNote: "Issuer confirmed." }} />);
    expect(section().getByText("Ijazah verified")).toBeInTheDocument();
    expect(section().getByText("Issuer confirmed.")).toBeInTheDocument();
    await userEvent.click(section().getByRole("button", { name: "Withdraw verification" }));
    expect(await section().findByRole("button", { name: "Verify ijazah" })).toBeInTheDocument();
    expect(section().queryByText("Ijazah verified")).toBeNull();
    expect(await requests("PATCH")[0].json()).toEqual({ ijazahVerified: false });
  });

  it("offers no verification without a scan", () => {
    renderWith(<ReviewIjazah teacher={{ ...withIjazah, documents: [] }} />);
    expect(section().getByRole("button", { name: "Verify ijazah" })).toBeDisabled();
    expect(section().getByRole("button", { name: "Verify ijazah" })).toHaveAccessibleDescription(
      "No scan uploaded yet",
    );
  });

  it("says so when the teacher stated no ijazah", () => {
    renderWith(<ReviewIjazah teacher={{ ...withIjazah, ijazah: null }} />);
    expect(section().getByText("The teacher has not stated an ijazah.")).toBeInTheDocument();
    expect(section().queryByRole("button", { name: "Verify ijazah" })).toBeNull();
  });
});

describe("the teacher's gender in the review", () => {
  it("puts the ijazah under Verification", async () => {
    renderWith(<ReviewDialog teacher={withIjazah} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByRole("region", { name: "Ijazah" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Verification" }));
    expect(within(dialog).getByRole("region", { name: "Ijazah" })).toHaveTextContent("Sheikh Ahmad al-Zayyat");
  });

  it("shows it and corrects it with PATCH {gender}", async () => {
    mockApi(http.patch("/api/teacher/profile/12", () => HttpResponse.json({ id: 12, gender: "male" })));
    renderWith(<ReviewDialog teacher={withIjazah} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Female teacher")).toBeInTheDocument();
    expect(within(dialog).getByText("Hafs 'an 'Asim, Warsh 'an Nafi'")).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText("Gender"), "male");
    expect(await within(dialog).findByText("Gender saved.")).toBeInTheDocument();
    expect(within(dialog).getByText("Male teacher")).toBeInTheDocument();
    expect(await requests("PATCH")[0].json()).toEqual({ gender: "male" });
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi(
      http.patch("/api/teacher/profile/12", () => HttpResponse.json({ message: "Teacher not found" }, { status: 404 })),
    );
    renderWith(<ReviewDialog teacher={{ ...withIjazah, gender: null }} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Gender not given")).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText("Gender"), "female");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Teacher not found");
  });
});
