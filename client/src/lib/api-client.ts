// The only place that calls fetch. Every call sends the session cookie; a non-2xx response becomes an
// ApiError whose message reads '{status}: {body text}' (spec §8).
import { translateServerMessage } from "./i18n";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = "ApiError";
  }

  /** The server's `message` field, which is written to be shown in a toast. */
  get userMessage(): string {
    try {
      const parsed = JSON.parse(this.bodyText) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      /* not JSON: fall through */
    }
    return this.bodyText;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await res.json() : await res.text()) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** GET that may yield null on 401 (used for the current user). */
export async function apiGet<T>(url: string, on401: UnauthorizedBehavior = "throw"): Promise<T | null> {
  const res = await fetch(url, { credentials: "include" });
  if (on401 === "returnNull" && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/**
 * GET of one page of a list: the JSON array plus the number of all matching items, read from the
 * `X-Total-Count` header (the page's own length when the header is absent or unreadable).
 */
/** A page of a list: its items, the total (X-Total-Count) and the answer's headers (e.g. X-Unread-Count). */
export async function apiGetPage<T>(url: string): Promise<{ items: T[]; total: number; headers: Headers }> {
  const res = await fetch(url, { credentials: "include" });
  await throwIfNotOk(res);
  const items = (await res.json()) as T[];
  const header = res.headers.get("x-total-count");
  const total = header !== null && header.trim() !== "" ? Number(header) : Number.NaN;
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length, headers: res.headers };
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** Text for a toast: the server's message, else the error's own. */
export function errorText(error: unknown): string {
  // The server writes its messages in English; a message the translation files know is shown in the UI's language.
  if (error instanceof ApiError) return translateServerMessage(error.userMessage);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Multipart upload with progress (fetch cannot report upload progress, so this one call uses XHR).
 * Resolves with the JSON body; rejects with an ApiError like every other call.
 */
export function apiUpload<T>(url: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiError(xhr.status, "Invalid response"));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "Network error"));
    xhr.send(form);
  });
}
