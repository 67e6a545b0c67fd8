import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

describe("SignInForm", () => {
  it("shows the spec's messages and does not submit invalid input", async () => {
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} pending={false} />);
    await userEvent.type(screen.getByLabelText("Username"), "ab");
    await userEvent.type(screen.getByLabelText("Password"), "123");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits valid credentials", async () => {
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} pending={false} />);
    await userEvent.type(screen.getByLabelText("Username"), "amina");
    await userEvent.type(screen.getByLabelText("Password"), "secret-12345");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({ username: "amina", password: "secret-12345" });
  });

  it("links to the forgot-password page with a plain href (it works before the drawn page is hydrated)", () => {
    render(<SignInForm onSubmit={vi.fn()} pending={false} />);
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
  });

  it("disables the button while pending", () => {
    render(<SignInForm onSubmit={vi.fn()} pending />);
    expect(screen.getByRole("button", { name: /Signing in/ })).toBeDisabled();
  });
});

/** Makes the browser report `zone` as its time zone. */
function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
}

async function fillSignUp() {
  await userEvent.type(screen.getByLabelText("First name"), "Yusuf");
  await userEvent.type(screen.getByLabelText("Last name"), "Ali");
  await userEvent.type(screen.getByLabelText("Username"), "yusuf.ali");
  await userEvent.type(screen.getByLabelText("Email"), "yusuf@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "secret-12345");
}

describe("SignUpForm", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows every required-field message on an empty submit", async () => {
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} pending={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 10 characters")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers Parent and Teacher only, and submits the chosen role and the browser's time zone", async () => {
    browserIn("Asia/Karachi");
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} pending={false} />);
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(2);
    expect(screen.getByRole("radio", { name: /Parent/ })).toBeChecked();
    expect(screen.queryByRole("radio", { name: /Admin/ })).toBeNull();
    await fillSignUp();
    await userEvent.click(screen.getByRole("radio", { name: /Teacher/ }));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      firstName: "Yusuf",
      lastName: "Ali",
      username: "yusuf.ali",
      email: "yusuf@example.com",
      password: "secret-12345",
      role: "teacher",
      timeZone: "Asia/Karachi",
    });
  });

  it("leaves out a browser zone the server would refuse, so sign-up still goes through", async () => {
    browserIn("Mars/Olympus_Mons");
    const onSubmit = vi.fn();
    render(<SignUpForm onSubmit={onSubmit} pending={false} />);
    await fillSignUp();
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ username: "yusuf.ali", role: "parent" });
    expect(onSubmit.mock.calls[0][0].timeZone).toBeUndefined();
  });
});
