// The page's reading direction for Radix primitives, which default to "ltr" when given none (issue 32): each wrapper
// in components/ui passes this, so tabs, selects, menus and radio groups turn with the language.
import { useTranslation } from "react-i18next";

/** "rtl" while the UI is in Arabic, else "ltr"; re-rendered when the language changes. */
export function useDirection(): "ltr" | "rtl" {
  const { i18n } = useTranslation();
  return i18n.dir(i18n.language) === "rtl" ? "rtl" : "ltr";
}
