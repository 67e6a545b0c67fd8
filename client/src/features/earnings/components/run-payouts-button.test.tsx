// "Run payouts now" against the API as MSW answers it: asked first; a new batch (201) and nothing to send (200)
// each toasted with the server's message and the lists read again; disabled while it runs; a failure said; Arabic.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PayoutRunAnswer } from "@shared/payouts";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { deferred, HttpResponse, mockRoutes, requests } from "@/test/msw";
import { batch, summary } from "@/test/payouts";
import { AdminPayouts } from "./admin-payouts";

const RUN = "POST /api/admin/payouts/run";
const BATCHES = "/api/admin/payout-batches?limit=20";

function renderTab(run: () => Response | Promise<Response>) {
  let batchReads = 0;
  mockRoutes({
    [BATCHES]: () =>
      HttpResponse.json(
        ++batchReads === 1 ? { total: 0, items: [] } : { total: 1, items: [batch({ runBy: "admin" })] },
      ),
    "/api/admin/payouts/summary": () => HttpResponse.json(summary()),
    [RUN]: run,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminPayouts />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function confirmRun() {
  await screen.findByRole("heading", { name: "No payout batches yet" });
  await userEvent.click(screen.getByRole("button", { name: "Run payouts now" }));
  const dialog = await screen.findByRole("dialog", { name: "Send this week's payouts now?" });
  expect(dialog).toHaveTextContent("Every teacher with at least $20.00 available");
  await userEvent.click(within(dialog).getByRole("button", { name: "Send payouts" }));
}

const answer = (over: Partial<PayoutRunAnswer>): PayoutRunAnswer => ({
  created: true,
  batch: batch({ runBy: "admin" }),
  message: "Payouts sent to PayPal.",
  ...over,
});

describe("RunPayoutsButton", () => {
  it("asks first and sends nothing when the admin cancels", async () => {
    renderTab(() => HttpResponse.json(answer({}), { status: 201 }));
    await screen.findByRole("heading", { name: "No payout batches yet" });
    await userEvent.click(screen.getByRole("button", { name: "Run payouts now" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests("POST")).toEqual([]);
  });

  it("201: a new batch; disabled while it runs, then the message in a toast and the lists read again", async () => {
    const later = deferred();
    renderTab(() => later.promise);
    await confirmRun();
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Run payouts now", hidden: true })).toBeDisabled();
    later.resolve(HttpResponse.json(answer({}), { status: 201 }));
    expect(await screen.findByText("Payouts sent to PayPal.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The new batch is listed: the batches and the summary were read again.
    expect(await screen.findByRole("table", { name: "Payout batches" })).toHaveTextContent("halaqa-2026-W50");
    expect(requests("GET", "/api/admin/payout-batches")).toHaveLength(2);
    expect(requests("GET", "/api/admin/payouts/summary")).toHaveLength(2);
    expect(requests("POST", "/api/admin/payouts/run")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Run payouts now" })).toBeEnabled();
  });

  it("200: nothing sent, the server's reason in a toast", async () => {
    renderTab(() =>
      HttpResponse.json(answer({ created: false, message: "This week's payouts were already sent." }), { status: 200 }),
    );
    await confirmRun();
    expect(await screen.findByText("This week's payouts were already sent.")).toBeInTheDocument();
    expect(screen.queryByText("Payouts sent to PayPal.")).toBeNull();
    await waitFor(() => expect(requests("GET", "/api/admin/payout-batches")).toHaveLength(2));
  });

  it("says so when the run fails, with the server's reason", async () => {
    renderTab(() => HttpResponse.json({ message: "PayPal is unavailable" }, { status: 502 }));
    await confirmRun();
    expect(await screen.findByText("Payouts could not be run")).toBeInTheDocument();
    expect(screen.getByText("PayPal is unavailable")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Run payouts now" })).toBeEnabled();
  });

  it("in Arabic: the server's reason translated", async () => {
    await inArabic();
    renderTab(() =>
      HttpResponse.json(answer({ created: false, batch: null, message: "No teacher is due a payout now." })),
    );
    await screen.findByRole("heading", { name: "لا حزم دفعات بعد" });
    await userEvent.click(screen.getByRole("button", { name: "شغّل الدفعات الآن" }));
    const dialog = await screen.findByRole("dialog", { name: "إرسال دفعات هذا الأسبوع الآن؟" });
    await userEvent.click(within(dialog).getByRole("button", { name: "أرسل الدفعات" }));
    expect(await screen.findByText("لا يستحق أي معلم دفعة الآن.")).toBeInTheDocument();
    expect(screen.queryByText("No teacher is due a payout now.")).toBeNull();
  });
});
