// Issue 36 in the wizard: the gender (required here), the riwayat taught and the optional ijazah sent with the
// profile; a gender checked with the ID is locked; the server's refusals lead back to their fields.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GENDER_LOCKED_MESSAGE } from "@shared/matching";
import { HttpResponse, requests } from "@/test/msw";
import {
  goToStep3,
  mockOnboardingApi,
  next,
  renderOnboarding,
  savedProfile,
  stepHeading,
} from "./onboarding.test-utils";

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => localStorage.clear());

async function tickSubjectAndLanguage() {
  await userEvent.click(screen.getByRole("checkbox", { name: "Quran Recitation" }));
  await userEvent.click(screen.getByRole("checkbox", { name: "English" }));
}

describe("gender, riwayat and ijazah in the wizard", () => {
  it("refuses to leave step 3 without a gender", async () => {
    mockOnboardingApi();
    renderOnboarding();
    await goToStep3();
    await tickSubjectAndLanguage();
    await next();
    expect(await screen.findByText("Please choose your gender")).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent("Specializations & Availability");
    expect(screen.getByRole("radiogroup", { name: "Gender" })).toHaveAttribute("aria-invalid", "true");

    await userEvent.click(screen.getByRole("radio", { name: "Male" }));
    await waitFor(() => expect(screen.queryByText("Please choose your gender")).toBeNull());
    await next();
    expect(await screen.findByRole("heading", { name: "Document Verification" })).toBeInTheDocument();
  });

  it("sends the gender, the riwayat and the ijazah, and offers the ijazah's scan as an optional upload", async () => {
    mockOnboardingApi();
    renderOnboarding();
    await goToStep3();
    await tickSubjectAndLanguage();
    await userEvent.click(screen.getByRole("radio", { name: "Male" }));
    const riwayat = within(screen.getByRole("group", { name: "Riwayat you teach" }));
    await userEvent.click(riwayat.getByRole("checkbox", { name: "Warsh 'an Nafi'" }));
    await userEvent.click(riwayat.getByRole("checkbox", { name: "Hafs 'an 'Asim" }));

    expect(screen.queryByLabelText("Issued by")).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "I hold an ijazah" }));
    // Starts from the first riwayah ticked, in the list's order.
    expect(screen.getByLabelText("Riwayah of the ijazah")).toHaveValue("hafs");
    await userEvent.selectOptions(screen.getByLabelText("Riwayah of the ijazah"), "Warsh 'an Nafi'");
    await userEvent.click(screen.getByRole("checkbox", { name: "It covers teaching, not only reciting" }));
    await userEvent.type(screen.getByLabelText("Issued by"), "Sheikh Ahmad al-Zayyat");
    expect(screen.getByLabelText("Date issued")).toHaveAttribute("type", "date");
    await userEvent.type(screen.getByLabelText("Date issued"), "2015-06-01");
    await userEvent.type(screen.getByLabelText("Chain (sanad)"), "From Ali, from Umar");
    expect(screen.getByText("19 / 4000")).toBeInTheDocument();
    await next();

    await screen.findByRole("heading", { name: "Document Verification" });
    const scan = within(screen.getByRole("listitem", { name: "Ijazah" }));
    expect(scan.getByText("Optional")).toBeInTheDocument();
    expect(scan.getByText("A scan of your ijazah, with its chain (sanad) if it is written on it.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Profile Created")).toBeInTheDocument();
    const [post] = requests("POST", "/api/teacher/profile");
    expect(await post.json()).toMatchObject({
      gender: "male",
      riwayat: ["hafs", "warsh"],
      ijazah: {
        riwayah: "warsh",
        coversTeaching: true,
        issuer: "Sheikh Ahmad al-Zayyat",
        issuedOn: "2015-06-01",
        chain: "From Ali, from Umar",
      },
    });
  });

  it("asks who granted a stated ijazah and when, and sends null once it is unticked", async () => {
    mockOnboardingApi();
    renderOnboarding();
    await goToStep3();
    await tickSubjectAndLanguage();
    await userEvent.click(screen.getByRole("radio", { name: "Female" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "I hold an ijazah" }));
    await next();
    expect(await screen.findByText("Please name who granted the ijazah")).toBeInTheDocument();
    expect(screen.getByText("Please give the date as YYYY-MM-DD")).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent("Specializations & Availability");

    await userEvent.click(screen.getByRole("checkbox", { name: "I hold an ijazah" }));
    expect(screen.queryByText("Please name who granted the ijazah")).toBeNull();
    await next();
    await screen.findByRole("heading", { name: "Document Verification" });
    await userEvent.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Profile Created")).toBeInTheDocument();
    const [post] = requests("POST", "/api/teacher/profile");
    expect(await post.json()).toMatchObject({ gender: "female", riwayat: [], ijazah: null });
  });

  it("locks a gender checked with the ID, and says whom to ask", async () => {
    mockOnboardingApi({ profile: () => ({ ...savedProfile, idVerified: true, gender: "female" }) });
    renderOnboarding("42");
    await screen.findByLabelText("Bio");
    await next();
    await screen.findByLabelText("Hourly rate (USD)");
    await next();
    const female = await screen.findByRole("radio", { name: "Female" });
    expect(female).toBeChecked();
    expect(female).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Male" })).toBeDisabled();
    expect(screen.getByText("Checked with your ID: ask Halaqa's admins to correct it")).toBeInTheDocument();
  });

  it("leaves the gender open while the ID is not verified", async () => {
    mockOnboardingApi({ profile: () => ({ ...savedProfile, idVerified: false, gender: "female" }) });
    renderOnboarding("42");
    await screen.findByLabelText("Bio");
    await next();
    await screen.findByLabelText("Hourly rate (USD)");
    await next();
    expect(await screen.findByRole("radio", { name: "Male" })).toBeEnabled();
    expect(screen.queryByText("Checked with your ID: ask Halaqa's admins to correct it")).toBeNull();
  });

  it("takes the teacher back to the field the server refused: the gender (409), an ijazah's date (400)", async () => {
    let answer = () => HttpResponse.json({ message: GENDER_LOCKED_MESSAGE }, { status: 409 }) as unknown as Response;
    mockOnboardingApi({ profile: () => savedProfile, save: () => answer() });
    renderOnboarding("42");
    await screen.findByLabelText("Bio");
    for (let i = 0; i < 3; i++) await next();
    await screen.findByRole("heading", { name: "Document Verification" });
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(GENDER_LOCKED_MESSAGE)).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent("Specializations & Availability");

    answer = () =>
      HttpResponse.json(
        {
          message: "ijazah.issuedOn: The date cannot be in the future",
          errors: [{ path: "ijazah.issuedOn", message: "The date cannot be in the future" }],
        },
        { status: 400 },
      ) as unknown as Response;
    await userEvent.click(screen.getByRole("checkbox", { name: "I hold an ijazah" }));
    await userEvent.type(screen.getByLabelText("Issued by"), "Sheikh Ahmad");
    await userEvent.type(screen.getByLabelText("Date issued"), "2020-01-01");
    await next();
    await userEvent.click(await screen.findByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("The date cannot be in the future")).toBeInTheDocument();
    expect(screen.getByLabelText("Date issued")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Date issued")).toHaveFocus();
  });
});
