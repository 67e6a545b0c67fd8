// A trial's placement in words (issue 36): "Beginner, start at Al-Fatiha 1", the surah by its Arabic name in Arabic.
import { LEVEL_LABELS } from "@shared/constants";
import type { Placement } from "@shared/placement";
import { localRangeLabel } from "@/features/hifz";
import { i18n } from "@/lib/i18n";

/** "Beginner, start at Al-Fatiha 1". */
export const placementText = (p: Placement) =>
  i18n.t("{{level}}, start at {{place}}", { level: i18n.t(LEVEL_LABELS[p.level]), place: localRangeLabel(p, p) });

/** "Placement: Beginner, start at Al-Fatiha 1". */
export const placementLine = (p: Placement) =>
  i18n.t("Placement: {{level}}, start at {{place}}", {
    level: i18n.t(LEVEL_LABELS[p.level]),
    place: localRangeLabel(p, p),
  });
