// When the privacy policy and the terms last changed: shown on both pages (new terms are published with a date).
export const LEGAL_UPDATED = new Date("2026-12-07T12:00:00Z");
