// The admins' platform fee: the fee in force, the form refusing what the server would refuse, the server's 400 shown,
// and a saved fee shown at once.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { PlatformFeeCard } from "./platform-fee-card";

const URL = "/api/admin/platform-fee";
const HELP = "Enter a number from 0 to 50 with at most two decimals, such as 15 or 12.5";

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlatformFeeCard />
      <Toaster />
    </QueryClientProvider>,
  );
}

const inForce = () => screen.getByText("Fee in force").nextElementSibling;

describe("PlatformFeeCard", () => {
  it("shows the default fee, saves a new one and shows it in force with a toast", async () => {
    mockRoutes({
      [URL]: () => HttpResponse.json({ percent: 15, setAt: null }),
      [`PUT ${URL}`]: () => HttpResponse.json({ percent: 12.5, setAt: "2026-12-07T10:00:00.000Z" }),
    });
    renderCard();
    expect(await screen.findByText("The default: no admin has set a fee yet.")).toBeInTheDocument();
    expect(inForce()).toHaveTextContent("15%");
    await userEvent.type(screen.getByLabelText("New fee (%)"), "12.5");
    await userEvent.click(screen.getByRole("button", { name: "Save fee" }));
    expect(await screen.findByText("Platform fee saved")).toBeInTheDocument();
    expect(screen.getByText("12.5% applies to lessons paid from now on.")).toBeInTheDocument();
    const [put] = requests("PUT", URL);
    // A JSON number, as the server asks.
    expect(await put!.json()).toEqual({ percent: 12.5 });
    expect(inForce()).toHaveTextContent("12.5%");
    expect(screen.getByText("Set December 7, 2026")).toBeInTheDocument();
    expect(screen.getByLabelText("New fee (%)")).toHaveValue("");
  });

  it("refuses a fee out of 0–50, with three decimals or not a plain number, and sends nothing", async () => {
    mockRoutes({ [URL]: () => HttpResponse.json({ percent: 15, setAt: "2026-12-01T10:00:00.000Z" }) });
    renderCard();
    const field = await screen.findByLabelText("New fee (%)");
    for (const typed of ["50.01", "12.345", "-1", "1e1", "abc", " "]) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.click(screen.getByRole("button", { name: "Save fee" }));
      expect(field, typed).toHaveAccessibleDescription(new RegExp(HELP.replace(/[.]/g, "\\.")));
      expect(field, typed).toHaveAttribute("aria-invalid", "true");
    }
    expect(requests("PUT")).toEqual([]);
    // The bounds themselves are fees.
    await userEvent.clear(field);
    await userEvent.type(field, "50");
    expect(field).toHaveAttribute("aria-invalid", "false");
  });

  it("shows the server's 400 under the field and in a toast", async () => {
    const message = "percent must be a number from 0 to 50 with at most two decimals, such as 15 or 12.5";
    mockRoutes({
      [URL]: () => HttpResponse.json({ percent: 15, setAt: null }),
      [`PUT ${URL}`]: () =>
        HttpResponse.json({ message: `percent: ${message}`, errors: [{ path: "percent", message }] }, { status: 400 }),
    });
    renderCard();
    const field = await screen.findByLabelText("New fee (%)");
    await userEvent.type(field, "20");
    await userEvent.click(screen.getByRole("button", { name: "Save fee" }));
    expect(await screen.findByText("The fee could not be saved")).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(new RegExp(`^From 0 to 50.*${message.slice(0, 30)}`));
    expect(inForce()).toHaveTextContent("15%");
  });

  it("offers a retry when the fee cannot be loaded, and no save meanwhile", async () => {
    let calls = 0;
    mockRoutes({
      [URL]: () =>
        ++calls === 1
          ? HttpResponse.json({ message: "boom" }, { status: 500 })
          : HttpResponse.json({ percent: 15, setAt: null }),
    });
    renderCard();
    expect(await screen.findByRole("alert")).toHaveTextContent("The platform fee could not be loaded.");
    expect(screen.getByRole("button", { name: "Save fee" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Fee in force")).toBeInTheDocument();
  });
});
