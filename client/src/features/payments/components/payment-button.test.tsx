import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { PaymentButton } from "./payment-button";

// A stand-in for PayPal's SDK: records the script options and drives the callbacks the real buttons would call.
const paypal = vi.hoisted(() => ({ options: null as Record<string, unknown> | null }));
vi.mock("@paypal/react-paypal-js", () => ({
  PayPalScriptProvider: ({ options, children }: { options: Record<string, unknown>; children: ReactNode }) => {
    paypal.options = options;
    return <div data-testid="paypal-provider">{children}</div>;
  },
  usePayPalScriptReducer: () => [{ isPending: false, isRejected: false, isResolved: true, isInitial: false }],
  PayPalButtons: (props: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel: (data: Record<string, unknown>) => void;
    onError: (error: Record<string, unknown>) => void;
  }) => (
    <div>
      {/* As the SDK does, a failed createOrder or onApprove goes to onError. */}
      <button
        type="button"
        onClick={async () => {
          try {
            await props.onApprove({ orderID: await props.createOrder() });
          } catch (error) {
            props.onError(error as Record<string, unknown>);
          }
        }}
      >
        Fake PayPal approve
      </button>
      <button type="button" onClick={() => props.onCancel({ orderID: "PP-1" })}>
        Fake PayPal cancel
      </button>
      <button type="button" onClick={() => props.onError({ message: "popup closed" })}>
        Fake PayPal error
      </button>
    </div>
  ),
}));

function stubApi(setup: Record<string, unknown>, { captureStatus = 200 } = {}) {
  mockApi(
    http.get("/setup", () => HttpResponse.json(setup)),
    http.post("/order", () =>
      HttpResponse.json({ id: "ORDER-1", status: "CREATED", bookingId: 77, paymentStatus: "pending" }),
    ),
    http.post("/order/ORDER-1/capture", () =>
      captureStatus === 200
        ? HttpResponse.json({ id: "ORDER-1", status: "COMPLETED", bookingId: 77, paymentStatus: "paid" })
        : HttpResponse.json({ message: "Internal server error" }, { status: captureStatus }),
    ),
  );
}

function renderButton(client: QueryClient = createQueryClient()) {
  const onPaid = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <PaymentButton bookingId={77} amount="20.00" onPaid={onPaid} />
    </QueryClientProvider>,
  );
  return onPaid;
}

const posted = (path: string) => requests("POST", path);

describe("PaymentButton in simulator mode", () => {
  it("labels the sandbox, creates the order for the booking, captures it and refreshes bookings", async () => {
    stubApi({ clientToken: "sim", mode: "simulator", clientId: null });
    const client = createQueryClient();
    client.setQueryData(["/api/bookings"], []);
    client.setQueryData(["/api/dashboard"], {});
    const onPaid = renderButton(client);
    const button = await screen.findByRole("button", { name: "Sandbox payment" });
    expect(
      screen.getByText("Test mode: the $20.00 payment is simulated and no real money is charged."),
    ).toBeInTheDocument();
    expect(screen.getByText("Secure payment powered by PayPal")).toBeInTheDocument();

    await userEvent.click(button);
    await waitFor(() =>
      expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ id: "ORDER-1", paymentStatus: "paid" })),
    );
    expect(await posted("/order")[0].json()).toEqual({
      amount: "20.00",
      currency: "USD",
      intent: "CAPTURE",
      bookingId: 77,
    });
    expect(posted("/order/ORDER-1/capture")).toHaveLength(1);
    expect(client.getQueryState(["/api/bookings"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["/api/dashboard"])?.isInvalidated).toBe(true);
  });

  it("only logs a failed payment and lets the parent try again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ clientToken: "sim", mode: "simulator", clientId: null }, { captureStatus: 500 });
    const onPaid = renderButton();
    await userEvent.click(await screen.findByRole("button", { name: "Sandbox payment" }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Sandbox payment" })).toBeEnabled());
  });

  it("says why when the server refuses the booking's payment (409: its hold expired), and reads the bookings again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ clientToken: "sim", mode: "simulator", clientId: null });
    mockApi(
      http.post("/order", () =>
        HttpResponse.json(
          { message: "This booking was not paid within 30 minutes and its time was released. Please book again." },
          { status: 409 },
        ),
      ),
    );
    const client = createQueryClient();
    client.setQueryData(["/api/bookings"], []);
    const onPaid = renderButton(client);
    await userEvent.click(await screen.findByRole("button", { name: "Sandbox payment" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This booking cannot be paid");
    expect(alert).toHaveTextContent(
      "This booking was not paid within 30 minutes and its time was released. Please book again.",
    );
    expect(onPaid).not.toHaveBeenCalled();
    expect(posted("/order/ORDER-1/capture")).toHaveLength(0);
    expect(client.getQueryState(["/api/bookings"])?.isInvalidated).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it("offers a retry when the setup cannot be read", async () => {
    stubApi({ clientToken: "sim", mode: "simulator", clientId: null });
    // The first read of the setup fails; the retry gets it.
    mockApi(
      http.get("/setup", () => HttpResponse.json({ message: "Internal server error" }, { status: 500 }), {
        once: true,
      }),
    );
    renderButton();
    expect(await screen.findByText("Payment could not be prepared.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Sandbox payment" })).toBeInTheDocument();
  });
});

describe("PaymentButton in PayPal mode", () => {
  it("loads PayPal with the client id and token, then creates and captures the order on approval", async () => {
    stubApi({ clientToken: "tok-123", mode: "paypal", clientId: "client-abc" });
    const onPaid = renderButton();
    await userEvent.click(await screen.findByRole("button", { name: "Fake PayPal approve" }));
    expect(paypal.options).toEqual({ clientId: "client-abc", currency: "USD", intent: "capture" });
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: "COMPLETED" })));
    expect(await posted("/order")[0].json()).toMatchObject({ bookingId: 77, amount: "20.00" });
    expect(posted("/order/ORDER-1/capture")).toHaveLength(1);
    expect(screen.getByText("Secure payment powered by PayPal")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sandbox payment" })).toBeNull();
  });

  it("says why when the server refuses to create the order (409)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ clientToken: "tok-123", mode: "paypal", clientId: "client-abc" });
    mockApi(http.post("/order", () => HttpResponse.json({ message: "This booking was cancelled" }, { status: 409 })));
    const onPaid = renderButton();
    await userEvent.click(await screen.findByRole("button", { name: "Fake PayPal approve" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This booking was cancelled");
    expect(onPaid).not.toHaveBeenCalled();
    expect(posted("/order/ORDER-1/capture")).toHaveLength(0);
  });

  it("only logs a cancel or an error (spec §8)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ clientToken: "tok-123", mode: "paypal", clientId: "client-abc" });
    const onPaid = renderButton();
    await userEvent.click(await screen.findByRole("button", { name: "Fake PayPal cancel" }));
    await userEvent.click(screen.getByRole("button", { name: "Fake PayPal error" }));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
