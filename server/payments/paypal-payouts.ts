// PayPal Payouts v1 (decision 097): the server SDK has no Payouts controller, so a small typed client on fetch, with
// the SDK's own OAuth token (cached and renewed by its ClientCredentialsAuthManager) as the bearer.
import type { Client, OAuthToken } from "@paypal/paypal-server-sdk";
import { GatewayError } from "./gateway";
import { outcomeOf, type PayoutBatchRequest, type PayoutsProvider } from "./payouts-provider";

const ORIGINS = { sandbox: "https://api-m.sandbox.paypal.com", production: "https://api-m.paypal.com" } as const;
/** An answer larger than this is not PayPal's (a batch holds at most 500 items here). */
const MAX_ANSWER_BYTES = 2_000_000;

interface PayPalError {
  name?: string;
  details?: { issue?: string }[];
  links?: { href?: string; rel?: string }[];
}

interface BatchAnswer {
  batch_header?: { payout_batch_id?: string };
  items?: {
    payout_item_id?: string;
    transaction_status?: string;
    payout_item?: { sender_item_id?: string };
    errors?: { name?: string };
  }[];
}

export function paypalPayouts(options: {
  client: Client;
  environment: "sandbox" | "production";
  apiBaseUrl?: string;
  timeoutMs?: number;
}): PayoutsProvider {
  const origin = options.apiBaseUrl ?? ORIGINS[options.environment];
  let token: OAuthToken | undefined;

  const call = async <T>(method: "GET" | "POST", path: string, body?: unknown, requestId?: string): Promise<T> => {
    let res: Response;
    try {
      token = await options.client.clientCredentialsAuthManager.updateToken(token);
      res = await fetch(new URL(path, origin), {
        method,
        headers: {
          authorization: `Bearer ${token.accessToken}`,
          "content-type": "application/json",
          ...(requestId ? { "paypal-request-id": requestId } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch {
      throw new GatewayError(503, "UNREACHABLE");
    }
    if (Number(res.headers.get("content-length") ?? 0) > MAX_ANSWER_BYTES) throw new GatewayError(502, "TOO_LARGE");
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (res.status === 401) token = undefined;
    if (!res.ok) {
      const error = (json ?? {}) as PayPalError;
      const duplicate = error.links?.find((l) => l.href?.includes("/v1/payments/payouts/"))?.href;
      throw Object.assign(new GatewayError(res.status, error.details?.[0]?.issue ?? error.name), { duplicate });
    }
    return json as T;
  };

  return {
    mode: "paypal",
    async createBatch(request: PayoutBatchRequest) {
      const body = {
        sender_batch_header: {
          sender_batch_id: request.senderBatchId,
          recipient_type: "EMAIL",
          email_subject: request.emailSubject,
          email_message: request.emailMessage,
        },
        items: request.items.map((i) => ({
          recipient_type: "EMAIL",
          receiver: i.receiver,
          sender_item_id: i.senderItemId,
          note: i.note,
          amount: { value: i.amount, currency: i.currency },
        })),
      };
      try {
        const answer = await call<BatchAnswer>("POST", "/v1/payments/payouts", body, request.senderBatchId);
        const batchId = answer.batch_header?.payout_batch_id;
        if (!batchId) throw new GatewayError(502, "NO_BATCH_ID");
        return { batchId };
      } catch (err) {
        // The id was used: PayPal links the batch it already made with it, which is ours (a repeat after a crash).
        const href = (err as { duplicate?: string }).duplicate;
        const id = href?.split("/v1/payments/payouts/")[1]?.split(/[/?]/)[0];
        if (err instanceof GatewayError && err.status === 400 && id) return { batchId: decodeURIComponent(id) };
        throw err;
      }
    },
    async getBatch(batchId: string) {
      const answer = await call<BatchAnswer>(
        "GET",
        `/v1/payments/payouts/${encodeURIComponent(batchId)}?page_size=1000`,
      );
      return {
        items: (answer.items ?? []).map((i) => ({
          senderItemId: i.payout_item?.sender_item_id ?? "",
          itemId: i.payout_item_id ?? "",
          outcome: outcomeOf(i.transaction_status ?? ""),
          reason: i.errors?.name ?? i.transaction_status,
        })),
      };
    },
    async cancelItem(itemId: string) {
      const answer = await call<{ transaction_status?: string }>(
        "POST",
        `/v1/payments/payouts-item/${encodeURIComponent(itemId)}/cancel`,
      );
      return answer.transaction_status === "RETURNED";
    },
  };
}
