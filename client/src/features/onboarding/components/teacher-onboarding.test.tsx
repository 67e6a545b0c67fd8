import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TeacherProfile } from "@shared/teachers";
import { saveDraft } from "@/lib/drafts";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import { draftKeyFor } from "./onboarding-wizard";
import {
  fillStep1,
  goToStep3,
  goToStep4,
  mockOnboardingApi,
  next,
  renderOnboarding,
  savedProfile,
  stepHeading,
  teacher,
} from "./onboarding.test-utils";

// Each test walks the wizard with real typing and clicks: allow for a slow, busy CI machine.
vi.setConfig({ testTimeout: 15_000 });

beforeEach(() => localStorage.clear());

describe("teacher onboarding wizard", () => {
  it("shows the spec's messages on an empty step 1 and does not advance", async () => {
    mockOnboardingApi();
    renderOnboarding();
    await screen.findByRole("heading", { name: "Personal Information" });
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(screen.getByLabelText("Time zone")).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await next();
    expect(await screen.findByText("Please provide a valid phone number")).toBeInTheDocument();
    expect(screen.getByText("Please enter a bio")).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent("Personal Information");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Phone number")).toHaveFocus();
  });

  it("moves to 'Qualifications & Experience' from a valid step 1 and focuses its heading", async () => {
    mockOnboardingApi();
    renderOnboarding();
    await fillStep1();
    await next();
    const heading = await screen.findByRole("heading", { name: "Qualifications & Experience" });
    expect(heading).toHaveFocus();
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
    expect(screen.getByLabelText("Years of experience")).toHaveValue(0);

    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByLabelText("Bio")).toHaveValue("I teach tajweed.");
  });

  it("asks for the hourly rate in USD, like class prices, with no currency to choose (issue 32)", async () => {
    mockOnboardingApi();
    renderOnboarding();
    await fillStep1();
    await next();
    await screen.findByRole("heading", { name: "Qualifications & Experience" });
    expect(screen.getByLabelText("Hourly rate (USD)")).toBeInTheDocument();
    expect(
      screen.getByText("In US dollars, like class prices. Families also see it in their own currency."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Currency" })).toBeNull();
    expect(screen.queryByLabelText("Currency")).toBeNull();
  });

  it("clears a message as soon as the field is fixed", async () => {
    mockOnboardingApi();
    renderOnboarding();
    await screen.findByRole("heading", { name: "Personal Information" });
    await next();
    await screen.findByText("Please enter a bio");
    await userEvent.type(screen.getByLabelText("Bio"), "Hello");
    await waitFor(() => expect(screen.queryByText("Please enter a bio")).toBeNull());
  });

  it("asks for a specialization and a language on step 3, and says where teaching hours are set", async () => {
    mockOnboardingApi();
    renderOnboarding();
    await goToStep3();
    // Hours are no longer typed in the wizard (issue 17): the step says what they start as.
    expect(screen.queryByLabelText("Available hours")).toBeNull();
    expect(screen.getByText(/start as Monday–Saturday 09:00–12:00 and 14:00–20:00/)).toHaveTextContent(
      /dashboard's Hours tab/,
    );
    await next();
    expect(await screen.findByText("Please select at least one specialization")).toBeInTheDocument();
    expect(screen.getByText("Please select at least one language")).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent("Specializations & Availability");
    expect(screen.getByRole("group", { name: "Specializations" })).toHaveAccessibleDescription(
      /Please select at least one specialization/,
    );
  });

  it("submits the application, clears the draft and goes to the dashboard", async () => {
    mockOnboardingApi();
    const location = renderOnboarding();
    await goToStep4();
    expect(screen.getByText(/only you and Halaqa admins can see them/)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(draftKeyFor(teacher.id))).not.toBeNull());

    await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Profile Created")).toBeInTheDocument();
    expect(screen.getByText("Your teacher profile has been submitted for review.")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/teacher/dashboard"));
    expect(localStorage.getItem(draftKeyFor(teacher.id))).toBeNull();

    const [post] = requests("POST", "/api/teacher/profile");
    expect(await post.json()).toEqual({
      phoneNumber: "+44 20 7946 0958",
      bio: "I teach tajweed.",
      timeZone: expect.any(String),
      qualifications: "",
      experience: 0,
      hourlyRate: "25.00",
      currency: "USD",
      specializations: ["Quran Recitation", "Arabic Language"],
      languages: ["English"],
      gender: "female",
      riwayat: [],
      ijazah: null,
    });
  });

  it("on a 400 naming a field, toasts the failure, shows the server's message and returns to that step", async () => {
    mockOnboardingApi({
      save: () =>
        HttpResponse.json(
          {
            message: "phoneNumber: Please enter a valid phone number",
            errors: [{ path: "phoneNumber", message: "Please enter a valid phone number" }],
          },
          { status: 400 },
        ),
    });
    const location = renderOnboarding();
    await goToStep4();
    await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Failed to create teacher profile. Please try again.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Personal Information" })).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(screen.getByLabelText("Phone number")).toHaveFocus();
    expect(location.history.at(-1)).toBe("/teacher/onboarding");
  });

  it("shows a server message that names no field beside the submit button", async () => {
    mockOnboardingApi({ save: () => HttpResponse.json({ message: "Only teachers can do this" }, { status: 403 }) });
    renderOnboarding();
    await goToStep4();
    await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Failed to create teacher profile. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Only teachers can do this");
  });
});

describe("onboarding drafts", () => {
  it("saves what is typed after the debounce", async () => {
    mockOnboardingApi();
    renderOnboarding();
    await userEvent.type(await screen.findByLabelText("Bio"), "Draft bio");
    await waitFor(() => {
      const stored = JSON.parse(localStorage.getItem(draftKeyFor(teacher.id)) ?? "null");
      expect(stored).toMatchObject({ step: 0, values: { bio: "Draft bio" } });
    });
  });

  it("offers a saved draft and restores its values and step", async () => {
    saveDraft(draftKeyFor(teacher.id), {
      values: { bio: "Saved bio", phoneNumber: "+1 555 010 9999", hourlyRate: "40" },
      step: 1,
    });
    mockOnboardingApi();
    renderOnboarding();
    await userEvent.click(await screen.findByRole("button", { name: "Restore Draft" }));
    expect(await screen.findByText("Draft Restored")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Qualifications & Experience" })).toHaveFocus();
    expect(screen.getByLabelText("Hourly rate (USD)")).toHaveValue("40");
    expect(screen.queryByRole("button", { name: "Restore Draft" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByLabelText("Bio")).toHaveValue("Saved bio");
  });

  it("starts fresh: the draft is removed and the form stays empty", async () => {
    saveDraft(draftKeyFor(teacher.id), { values: { bio: "Saved bio" }, step: 2 });
    mockOnboardingApi();
    renderOnboarding();
    await userEvent.click(await screen.findByRole("button", { name: "Start Fresh" }));
    expect(localStorage.getItem(draftKeyFor(teacher.id))).toBeNull();
    expect(screen.queryByRole("button", { name: "Restore Draft" })).toBeNull();
    expect(stepHeading()).toHaveTextContent("Personal Information");
    expect(screen.getByLabelText("Bio")).toHaveValue("");
  });
});

describe("editing a saved profile", () => {
  it("loads the profile into the form, with documents and 'Save Changes'", async () => {
    saveDraft(draftKeyFor(teacher.id), { values: { bio: "Old draft" }, step: 0 });
    mockOnboardingApi({ profile: () => savedProfile, save: () => HttpResponse.json(savedProfile) });
    const location = renderOnboarding("42");
    expect(screen.getByText("Loading your profile...")).toBeInTheDocument();
    expect(await screen.findByLabelText("Bio")).toHaveValue(savedProfile.bio);
    expect(screen.getByRole("heading", { level: 1, name: "Edit Teacher Profile" })).toBeInTheDocument();
    expect(screen.getByText("Under Review")).toBeInTheDocument();
    // Drafts are for first applications only.
    expect(screen.queryByRole("button", { name: "Restore Draft" })).toBeNull();

    await next();
    expect(await screen.findByLabelText("Hourly rate (USD)")).toHaveValue("30.00");
    await next();
    expect(await screen.findByRole("checkbox", { name: "Quran Recitation" })).toBeChecked();
    await next();
    const idRow = within(screen.getByRole("listitem", { name: "Government ID" }));
    expect(idRow.getByRole("link", { name: "passport.pdf" })).toHaveAttribute("href", "/api/documents/3/file");
    expect(idRow.getByRole("button", { name: "Replace Government ID" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/teacher/dashboard"));
  });

  it("shows the admin's feedback on a rejected profile", async () => {
    mockOnboardingApi({
      profile: () => ({
        ...savedProfile,
        verificationStatus: "rejected",
        feedback: "Please upload your police clearance.",
      }),
    });
    renderOnboarding();
    expect(await screen.findByRole("heading", { name: "Profile Needs Improvement" })).toBeInTheDocument();
    expect(screen.getByText("Please upload your police clearance.")).toBeInTheDocument();
  });

  it("says so when ?edit names a profile that is not the user's", async () => {
    mockOnboardingApi({ profile: () => savedProfile });
    renderOnboarding("99");
    expect(await screen.findByRole("heading", { name: "This is not your teacher profile" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit My Profile" })).toHaveAttribute(
      "href",
      "/teacher/onboarding?edit=42",
    );
    expect(screen.queryByLabelText("Bio")).toBeNull();
  });
});

describe("document uploads", () => {
  // The upload is the app's one XHR (lib/api-client.ts apiUpload); MSW answers it like the other requests.
  const uploads = () => requests("POST", "/api/documents/upload");

  it("uploads on choose with progress, toasts 'Document Uploaded' and lists the file", async () => {
    // Held until the test has seen the progress bar.
    const answer = deferred();
    mockOnboardingApi();
    mockApi(http.post("/api/documents/upload", () => answer.promise));
    renderOnboarding();
    await goToStep4();
    const row = within(screen.getByRole("listitem", { name: "Police clearance" }));
    expect(row.getByText("Required")).toBeInTheDocument();
    await userEvent.upload(
      row.getByLabelText("Choose a file for Police clearance"),
      new File(["%PDF-1.4"], "dbs.pdf", { type: "application/pdf" }),
    );
    expect(await row.findByRole("progressbar", { name: "Uploading Police clearance" })).toBeInTheDocument();
    await waitFor(() => expect(uploads()).toHaveLength(1));
    act(() =>
      answer.resolve(
        HttpResponse.json(
          { id: 9, documentType: "police_check", fileName: "dbs.pdf", uploadedAt: "2026-02-01T09:00:00.000Z" },
          { status: 201 },
        ),
      ),
    );
    expect(await screen.findByText("Document Uploaded")).toBeInTheDocument();
    expect(row.getByRole("link", { name: "dbs.pdf" })).toBeInTheDocument();
    expect(row.getByRole("button", { name: "Replace Police clearance" })).toBeInTheDocument();
    // The form's field as sent (MSW's XHR interceptor does not carry a jsdom File's name or bytes).
    expect(await uploads()[0].text()).toMatch(/name="documentType"\r\n\r\npolice_check\r\n/);
  });

  it("toasts 'Upload Failed' and shows the server's reason under the document", async () => {
    mockOnboardingApi();
    mockApi(
      http.post("/api/documents/upload", () =>
        HttpResponse.json({ message: "File type not allowed: upload a PDF, DOC, DOCX, JPEG or PNG" }, { status: 415 }),
      ),
    );
    renderOnboarding();
    await goToStep4();
    const row = within(screen.getByRole("listitem", { name: "Government ID" }));
    await userEvent.upload(
      row.getByLabelText("Choose a file for Government ID"),
      new File(["<html>"], "id.png", { type: "image/png" }),
    );
    expect(await screen.findByText("Upload Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to upload document. Please try again.")).toBeInTheDocument();
    expect(row.getByRole("alert")).toHaveTextContent("id.png: File type not allowed");
  });

  it("asks before an approved teacher replaces a verified police clearance, then shows the profile back under review", async () => {
    const policeCheck = {
      id: 4,
      documentType: "police_check" as const,
      fileName: "dbs.pdf",
      uploadedAt: "2026-01-10T10:06:00.000Z",
    };
    let profile: TeacherProfile = {
      ...savedProfile,
      verificationStatus: "approved",
      idVerified: true,
      policeCheckVerified: true,
      interviewCompleted: true,
      documents: [...savedProfile.documents, policeCheck],
    };
    const replaced = { ...policeCheck, id: 5, fileName: "dbs-2026.pdf", uploadedAt: "2026-02-01T09:00:00.000Z" };
    const answer = deferred();
    mockOnboardingApi({ profile: () => profile });
    mockApi(http.post("/api/documents/upload", () => answer.promise));
    renderOnboarding("42");
    expect(await screen.findByText("Approved")).toBeInTheDocument();
    await next();
    await next();
    await next();
    const row = within(await screen.findByRole("listitem", { name: "Police clearance" }));
    expect(row.getByText("Verified")).toBeInTheDocument();

    await userEvent.click(row.getByRole("button", { name: "Replace Police clearance" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace your verified police clearance?" });
    expect(dialog).toHaveTextContent("Replacing your verified police clearance sends your profile back to review");
    await userEvent.click(within(dialog).getByRole("button", { name: "Replace Anyway" }));
    await userEvent.upload(
      row.getByLabelText("Choose a file for Police clearance"),
      new File(["%PDF-1.4"], "dbs-2026.pdf", { type: "application/pdf" }),
    );
    await waitFor(() => expect(uploads()).toHaveLength(1));
    // What the server did on that upload (api.md "Trust after verification").
    profile = {
      ...profile,
      verificationStatus: "pending",
      policeCheckVerified: false,
      documents: [savedProfile.documents[0], replaced],
    };
    act(() => answer.resolve(HttpResponse.json(replaced, { status: 201 })));
    expect(await screen.findByText("Document Uploaded")).toBeInTheDocument();
    // The profile was fetched again: the page shows the new status, and the new file is not called verified.
    expect(await screen.findByText("Under Review")).toBeInTheDocument();
    expect(screen.queryByText("Approved")).toBeNull();
    expect(row.getByRole("link", { name: "dbs-2026.pdf" })).toBeInTheDocument();
    expect(row.queryByText("Verified")).toBeNull();
  });

  it("refuses a file of another type or over 10 MB before sending it", async () => {
    mockOnboardingApi();
    renderOnboarding();
    await goToStep4();
    const user = userEvent.setup({ applyAccept: false });
    const row = within(screen.getByRole("listitem", { name: "CV / résumé" }));
    await user.upload(row.getByLabelText("Choose a file for CV / résumé"), new File(["x"], "cv.exe"));
    expect(await row.findByRole("alert")).toHaveTextContent("Choose a PDF");
    const big = new File(["x"], "cv.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    await user.upload(row.getByLabelText("Choose a file for CV / résumé"), big);
    expect(await row.findByText(/cv\.pdf: File is too large: the limit is 10 MB/)).toBeInTheDocument();
    expect(uploads()).toHaveLength(0);
  });
});
