// The two ways the server takes money, for tests that must hold in both: the offline simulator, and the PayPal SDK
// against the local fake (fake-paypal.ts); each with its gateway and what the buyer does before the capture.
import type pg from "pg";
import type { PaymentGateway } from "../payments/gateway";
import { paypalGateway } from "../payments/paypal-gateway";
import { simulatorGateway } from "../payments/simulator";
import type { FakePayPal } from "./fake-paypal";

export type PaymentMode = [
  name: string,
  makeGateway: (pool: pg.Pool) => PaymentGateway,
  buyerApproves: (orderId: string) => void,
];

/** `fake` is read when a gateway is made (the fake starts in a beforeAll). */
export function paymentModes(fake: () => FakePayPal): PaymentMode[] {
  return [
    ["the sandbox simulator", () => simulatorGateway(), () => {}],
    // As the server runs it: orders in the database, shared by every process.
    ["the sandbox simulator on the database", (pool) => simulatorGateway(pool), () => {}],
    [
      "PayPal (SDK against a local fake)",
      () =>
        paypalGateway({
          clientId: "test-client-id",
          clientSecret: "test-client-secret",
          environment: "sandbox",
          apiBaseUrl: fake().url,
        }),
      (orderId) => fake().approve(orderId),
    ],
  ];
}
