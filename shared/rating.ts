// A teacher's rating as every answer carries it (browse, class page, dashboard); the client shows it with toFixed(1).

/** The average of the reviews' stars to one decimal; null when there is no review. PostgreSQL's avg() is a numeric string. */
export function roundRating(average: string | number | null): number | null {
  return average === null ? null : Math.round(Number(average) * 10) / 10;
}
