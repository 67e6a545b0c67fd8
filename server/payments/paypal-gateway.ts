// PayPal's Orders v2 API through @paypal/paypal-server-sdk (api.md "Payments"), used when credentials are set.
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OAuthAuthorizationController,
  OrdersController,
  PaymentInitiator,
  PaymentsController,
  PaypalPaymentTokenCustomerType,
  PaypalPaymentTokenUsageType,
  StoredPaymentSourceUsageType,
  StoreInVaultInstruction,
  UsagePattern,
  type Order,
} from "@paypal/paypal-server-sdk";
import {
  GatewayError,
  refusalOf,
  savedChargeOf,
  type ChargeSavedRequest,
  type CreateOrderRequest,
  type GatewayOrder,
  type PaymentGateway,
  type RefundRequest,
} from "./gateway";
import { paypalPayouts } from "./paypal-payouts";

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  environment: "sandbox" | "production";
  /**
   * Send every call to this origin instead of PayPal's (tests run against a local fake). The SDK has no base-URL
   * option; its `unstable_httpClientOptions` go to axios, whose adapter can rewrite the host.
   */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

function rewritingAdapter(base: string): AxiosAdapter {
  const http = axios.getAdapter("http");
  return (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? "/", base);
    const target = new URL(url.pathname + url.search, base);
    return http({ ...config, url: target.toString() });
  };
}

function toGatewayOrder(order: Order): GatewayOrder {
  const captures = (order.purchaseUnits ?? []).flatMap((unit) =>
    (unit.payments?.captures ?? []).map((c) => ({
      id: c.id ?? "",
      status: String(c.status ?? ""),
      value: c.amount?.value ?? "",
      currency: c.amount?.currencyCode ?? "",
    })),
  );
  const result: GatewayOrder = { id: order.id ?? "", status: String(order.status ?? ""), captures };
  // The saved method's id, once PayPal has stored it (an APPROVED vault is not yet usable).
  const vault = order.paymentSource?.paypal?.attributes?.vault;
  if (vault?.id && vault.status === "VAULTED") result.vaultId = vault.id;
  return result;
}

/** Save the payer's PayPal on approval, for merchant-initiated renewals of varying amounts (decision 087). */
const SAVE_ON_APPROVAL = {
  paypal: {
    attributes: {
      vault: {
        storeInVault: StoreInVaultInstruction.OnSuccess,
        usageType: PaypalPaymentTokenUsageType.Merchant,
        customerType: PaypalPaymentTokenCustomerType.Consumer,
        usagePattern: UsagePattern.RecurringPrepaid,
      },
    },
  },
};

/** PayPal's error name (details[0].issue or name) from an SDK error, for the service to act on. */
function gatewayError(err: unknown): GatewayError {
  if (err instanceof ApiError) {
    let issue: string | undefined;
    try {
      const body = JSON.parse(typeof err.body === "string" ? err.body : "{}") as {
        name?: string;
        details?: { issue?: string }[];
      };
      issue = body.details?.[0]?.issue ?? body.name;
    } catch {
      issue = undefined;
    }
    return new GatewayError(err.statusCode, issue);
  }
  // Network failure or timeout: the provider could not be reached.
  return new GatewayError(503, "UNREACHABLE");
}

export function paypalGateway(options: PayPalOptions): PaymentGateway {
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
    environment: options.environment === "production" ? Environment.Production : Environment.Sandbox,
    timeout: options.timeoutMs ?? 15_000,
    unstable_httpClientOptions: options.apiBaseUrl ? { adapter: rewritingAdapter(options.apiBaseUrl) } : undefined,
  });
  const orders = new OrdersController(client);
  const oauth = new OAuthAuthorizationController(client);
  const payments = new PaymentsController(client);
  const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;

  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw gatewayError(err);
    }
  };

  return {
    mode: "paypal",
    clientId: options.clientId,
    payouts: paypalPayouts({ client, environment: options.environment, apiBaseUrl: options.apiBaseUrl }),
    async clientToken() {
      // A browser-safe client token, not the server's access token.
      const { result } = await call(() =>
        oauth.requestToken({ authorization: basic }, { response_type: "client_token", intent: "sdk_init" }),
      );
      return result.accessToken;
    },
    async createOrder(request: CreateOrderRequest) {
      const { result } = await call(() =>
        orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: request.referenceId,
                description: request.description,
                amount: { currencyCode: request.currency, value: request.amount },
              },
            ],
            paymentSource: request.saveMethod ? SAVE_ON_APPROVAL : undefined,
          },
          paypalRequestId: request.requestId,
          prefer: "return=representation",
        }),
      );
      return toGatewayOrder(result);
    },
    async captureOrder(orderId: string, requestId: string) {
      const { result } = await call(() =>
        orders.captureOrder({ id: orderId, paypalRequestId: requestId, prefer: "return=representation" }),
      );
      return toGatewayOrder(result);
    },
    async getOrder(orderId: string) {
      const { result } = await call(() => orders.getOrder({ id: orderId }));
      return toGatewayOrder(result);
    },
    async refund(request: RefundRequest) {
      const { result } = await call(() =>
        payments.refundCapturedPayment({
          captureId: request.captureId,
          paypalRequestId: request.requestId,
          prefer: "return=representation",
          body: {
            amount: { currencyCode: request.currency, value: request.amount },
            noteToPayer: request.note.slice(0, 255),
          },
        }),
      );
      return { id: result.id ?? "", status: String(result.status ?? "") };
    },
    async chargeSaved(request: ChargeSavedRequest) {
      try {
        // With a vault id PayPal creates and captures at once: the answer is the completed (or declined) order.
        const { result } = await call(() =>
          orders.createOrder({
            body: {
              intent: CheckoutPaymentIntent.Capture,
              purchaseUnits: [
                {
                  description: request.description,
                  amount: { currencyCode: request.currency, value: request.amount },
                },
              ],
              paymentSource: {
                paypal: {
                  vaultId: request.vaultId,
                  storedCredential: {
                    paymentInitiator: PaymentInitiator.Merchant,
                    usage: StoredPaymentSourceUsageType.Subsequent,
                    usagePattern: UsagePattern.RecurringPrepaid,
                  },
                },
              },
            },
            paypalRequestId: request.requestId,
            prefer: "return=representation",
          }),
        );
        return savedChargeOf(toGatewayOrder(result));
      } catch (err) {
        const refused = refusalOf(err);
        if (refused) return refused;
        throw err;
      }
    },
  };
}
