// PayPal when credentials are configured, otherwise the offline simulator (api.md "Payments").
import type pg from "pg";
import type { Env } from "../env";
import type { PaymentGateway } from "./gateway";
import { simulatorGateway } from "./simulator";

export async function selectGateway(
  env: Pick<Env, "PAYPAL_CLIENT_ID" | "PAYPAL_CLIENT_SECRET" | "PAYPAL_ENVIRONMENT" | "PAYPAL_API_BASE_URL">,
  /** The simulator's orders go to this database (shared by every process); in memory without it. */
  pool?: pg.Pool,
): Promise<PaymentGateway> {
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    // Loaded only when used: the SDK and axios cost memory a server on the simulator does not need.
    const { paypalGateway } = await import("./paypal-gateway");
    return paypalGateway({
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      environment: env.PAYPAL_ENVIRONMENT,
      apiBaseUrl: env.PAYPAL_API_BASE_URL,
    });
  }
  return simulatorGateway(pool);
}
