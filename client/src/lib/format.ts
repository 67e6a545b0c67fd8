// One formatter for money (architecture rule 9) and one for dates, in the viewer's time zone.
import { format } from "date-fns";

const money = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(amount: string | number, currency = "USD"): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  const symbol = currency === "USD" ? "$" : `${currency} `;
  return `${symbol}${money.format(Number.isFinite(value) ? value : 0)}`;
}

export function formatDateTime(iso: string): string {
  return format(new Date(iso), "EEE, MMMM d 'at' h:mm a");
}

/** The viewer's IANA time zone, e.g. "Europe/London" (UTC when the runtime cannot tell). */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

export function formatDate(iso: string | Date): string {
  return format(typeof iso === "string" ? new Date(iso) : iso, "MMMM d, yyyy");
}
