// Payment contracts (api.md "Payments (PayPal)"): the server decides the amount; the client only confirms it.
import { z } from "zod";
import type { PaymentStatus } from "./constants";
import { integer, money } from "./fields";
import { PAYMENT_CURRENCY, PAYMENT_INTENT } from "./payment-terms";

export { PAYMENT_CURRENCY, PAYMENT_INTENT };

/** GET /setup. `mode` tells the client which button to show; `clientId` is public (it loads PayPal's script). */
export interface PaymentSetup {
  clientToken: string;
  mode: "paypal" | "simulator";
  clientId: string | null;
}

/** POST /order. */
const rowId = (message: string) =>
  integer(message).pipe(z.number().min(1, message).max(2_147_483_647, message)).optional();

/** POST /order: for one booking, or for a plan's first cycle (issue 33), never both. */
export const createOrderSchema = z
  .object({
    amount: money("amount is required"),
    currency: z.literal(PAYMENT_CURRENCY, { error: "currency must be USD" }),
    intent: z.literal(PAYMENT_INTENT, { error: "intent must be CAPTURE" }),
    bookingId: rowId("bookingId must be a booking id"),
    planId: rowId("planId must be a plan id"),
    /** The family confirmed that a lesson starting within 12 hours is not refunded (required for one; issue 32). */
    acknowledgeNoRefund: z.boolean({ error: "acknowledgeNoRefund must be true or false" }).optional(),
  })
  .refine((o) => (o.bookingId === undefined) !== (o.planId === undefined), {
    message: "Give either a bookingId or a planId",
    path: ["bookingId"],
  });
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** The answer of POST /order and POST /order/{id}/capture. */
export interface PaymentOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  bookingId: number;
  paymentStatus: PaymentStatus;
}

/** The answer of POST /order {planId} and of the capture of a plan's order; `paymentStatus` is its lessons'. */
export interface PlanPaymentOrder {
  id: string;
  status: PaymentOrder["status"];
  planId: number;
  paymentStatus: "pending" | "paid";
}
