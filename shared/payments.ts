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
export const createOrderSchema = z.object({
  amount: money("amount is required"),
  currency: z.literal(PAYMENT_CURRENCY, { error: "currency must be USD" }),
  intent: z.literal(PAYMENT_INTENT, { error: "intent must be CAPTURE" }),
  bookingId: integer("bookingId must be a booking id").pipe(
    z.number().min(1, "bookingId must be a booking id").max(2_147_483_647, "bookingId must be a booking id"),
  ),
  /** The family confirmed that a lesson starting within 12 hours is not refunded (required for one; issue 32). */
  acknowledgeNoRefund: z.boolean({ error: "acknowledgeNoRefund must be true or false" }).optional(),
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** The answer of POST /order and POST /order/{id}/capture. */
export interface PaymentOrder {
  id: string;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  bookingId: number;
  paymentStatus: PaymentStatus;
}
