/** A record id from the address (`/class/{id}/book`, `?booking={id}`): digits only, no leading zero; else null. */
export const positiveId = (raw: string | null | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
