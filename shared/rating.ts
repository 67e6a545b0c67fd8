// A teacher's rating as every answer carries it (browse, class page, dashboard); the client shows it with toFixed(1).

/** The average of the reviews' stars to one decimal; null when there is no review. PostgreSQL's avg() is a numeric string. */
export function roundRating(average: string | number | null): number | null {
  return average === null ? null : Math.round(Number(average) * 10) / 10;
}

/**
 * The rating from a teacher profile's stored figures (migration 0009, kept by a trigger on reviews): the same figure
 * avg() gives, without reading the reviews.
 */
export function storedRating(figures: { ratingSum: number; reviewCount: number } | null | undefined): number | null {
  return figures && figures.reviewCount > 0 ? roundRating(figures.ratingSum / figures.reviewCount) : null;
}
