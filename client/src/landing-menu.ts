// The only script of the prerendered landing page (decision 032): the mobile menu on header.tsx's markup, no React.
// Built on its own, without the app's path aliases, so shared modules are imported by relative path.
import { isLanguage, languageCookie } from "../../shared/i18n";

export function wireMobileMenu(root: ParentNode = document): boolean {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]');
  const menu = root.querySelector<HTMLElement>("#mobile-menu");
  if (!button || !menu) return false;
  // The names come from the markup (data-label-open, data-label-close), rendered in the page's language. Without
  // them, the name the closed button was rendered with is the one that opens it.
  const openLabel = button.dataset.labelOpen ?? button.getAttribute("aria-label") ?? "Open menu";
  const closeLabel = button.dataset.labelClose ?? "Close menu";
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? closeLabel : openLabel);
    button.querySelector('[data-icon="open"]')?.classList.toggle("hidden", open);
    button.querySelector('[data-icon="close"]')?.classList.toggle("hidden", !open);
  };
  button.addEventListener("click", () => setOpen(menu.hidden));
  // As in the app, following a link from the menu closes it.
  menu.addEventListener("click", (event) => {
    if ((event.target as Element | null)?.closest("a")) setOpen(false);
  });
  return true;
}

/**
 * The header's language buttons (features/language): the choice is kept in the cookie the server reads, and the
 * page is asked for again, which the server then sends in that language (the landing page is prerendered in each).
 */
export function wireLanguageSwitch(
  root: ParentNode = document,
  reload: () => void = () => window.location.reload(),
): number {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-language]")];
  for (const button of buttons) {
    button.addEventListener("click", () => {
      const language = button.dataset.language;
      if (!isLanguage(language)) return;
      document.cookie = languageCookie(language);
      reload();
    });
  }
  return buttons.length;
}

if (typeof document !== "undefined") {
  wireMobileMenu();
  wireLanguageSwitch();
}
