// The fixed terms of every payment (api.md "Payments (PayPal)"), apart from the schemas in payments.ts: the
// booking page needs these two values, and importing them from there would bring zod into its first download.
export const PAYMENT_CURRENCY = "USD";
export const PAYMENT_INTENT = "CAPTURE";
