// The hifz record as the server answers it, for the client tests of every page that shows or asks for it.
import { computeLedger, type HifzLedger, type LedgerEntry } from "@shared/hifz-ledger";
import type { BadgeItem } from "@shared/hifz-badges";
import { http, HttpResponse } from "./msw";

/** The record computed by the shared code the server uses, from `entries` (none: a child not started). */
export const ledgerOf = (studentId: number, entries: LedgerEntry[] = []): HifzLedger =>
  JSON.parse(JSON.stringify(computeLedger(studentId, entries))) as HifzLedger;

/**
 * Answers GET /api/students/{id}/hifz and /badges for any child: an empty record and no badges unless given. For
 * tests of pages that show the record beside what they are about.
 */
export function hifzHandlers(records: Record<number, { ledger?: HifzLedger; badges?: BadgeItem[] }> = {}) {
  return [
    http.get("/api/students/:id/hifz", ({ params }) =>
      HttpResponse.json(records[Number(params.id)]?.ledger ?? ledgerOf(Number(params.id))),
    ),
    http.get("/api/students/:id/badges", ({ params }) => HttpResponse.json(records[Number(params.id)]?.badges ?? [])),
  ];
}
