// "Where we pay you": the saved PayPal address, its 48-hour hold, the form checked as the server checks it, and the
// server's refusal shown under the field.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PayoutMethodAnswer } from "@shared/earnings";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { noAddress } from "@/test/earnings";
import { deferred, HttpResponse, mockRoutes, requests } from "@/test/msw";
import { PayoutMethodCard } from "./payout-method-card";

const URL = "/api/teacher/payout-method";
const HOUR = 3_600_000;

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PayoutMethodCard />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("PayoutMethodCard", () => {
  it("saves a first address, then shows it and until when payouts to it are held", async () => {
    const changedAt = new Date();
    const saved: PayoutMethodAnswer = {
      paypalEmail: "aisha@example.com",
      changedAt: changedAt.toISOString(),
      payoutsHeldUntil: new Date(changedAt.getTime() + 48 * HOUR).toISOString(),
    };
    const answer = deferred();
    mockRoutes({ [URL]: () => HttpResponse.json(noAddress), [`PUT ${URL}`]: () => answer.promise });
    renderCard();
    expect(screen.getByRole("heading", { name: "Where we pay you" })).toBeInTheDocument();
    expect(
      screen.getByText(/^The PayPal address your earnings are paid to\. A change is emailed to you/),
    ).toBeVisible();
    expect(await screen.findByText("You have not set a PayPal address yet.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("PayPal email address"), "  aisha@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Save PayPal address" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    answer.resolve(HttpResponse.json(saved));
    expect(await screen.findByText("PayPal address saved")).toBeInTheDocument();
    expect(screen.getByText("We have emailed your account's address about the change.")).toBeInTheDocument();
    const [put] = requests("PUT", URL);
    // Trimmed as the server trims it.
    expect(await put!.json()).toEqual({ paypalEmail: "aisha@example.com" });
    expect(screen.getByText(/^Payouts go to/)).toHaveTextContent("Payouts go to aisha@example.com");
    expect(screen.getByText(/^Payouts are held until /)).toBeInTheDocument();
    expect(screen.getByLabelText("PayPal email address")).toHaveValue("aisha@example.com");
  });

  it("shows a saved address whose hold has passed without any hold", async () => {
    mockRoutes({
      [URL]: () =>
        HttpResponse.json({
          paypalEmail: "aisha@example.com",
          changedAt: "2026-01-01T10:00:00.000Z",
          payoutsHeldUntil: "2026-01-03T10:00:00.000Z",
        }),
    });
    renderCard();
    expect(await screen.findByText("aisha@example.com")).toBeInTheDocument();
    expect(screen.queryByText(/^Payouts are held until/)).toBeNull();
  });

  it("refuses an address that is not an email under the field, and sends nothing", async () => {
    mockRoutes({ [URL]: () => HttpResponse.json(noAddress) });
    renderCard();
    const field = await screen.findByLabelText("PayPal email address");
    await userEvent.type(field, "aisha.example.com");
    await userEvent.click(screen.getByRole("button", { name: "Save PayPal address" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(requests("PUT")).toEqual([]);
  });

  it("shows the server's 400 under the field and in a toast, keeping what was typed", async () => {
    mockRoutes({
      [URL]: () => HttpResponse.json(noAddress),
      [`PUT ${URL}`]: () =>
        HttpResponse.json(
          {
            message: "paypalEmail: Please enter a valid email address",
            errors: [{ path: "paypalEmail", message: "Please enter a valid email address" }],
          },
          { status: 400 },
        ),
    });
    renderCard();
    const field = await screen.findByLabelText("PayPal email address");
    await userEvent.type(field, "aisha@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Save PayPal address" }));
    expect(await screen.findByText("The address could not be saved")).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(field).toHaveValue("aisha@example.com");
  });

  it("offers a retry when the address cannot be loaded", async () => {
    let calls = 0;
    mockRoutes({
      [URL]: () =>
        ++calls === 1 ? HttpResponse.json({ message: "boom" }, { status: 500 }) : HttpResponse.json(noAddress),
    });
    renderCard();
    expect(await screen.findByRole("alert")).toHaveTextContent("Your PayPal address could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("PayPal email address")).toBeInTheDocument();
  });
});
