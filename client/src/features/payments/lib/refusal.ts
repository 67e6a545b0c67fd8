import { ApiError } from "@/lib/api-client";

/** The server's reason when it refuses a booking's payment (409: expired, cancelled, already paid); null otherwise. */
export function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 ? error.userMessage : null;
}
