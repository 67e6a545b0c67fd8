// The only script of the prerendered landing page (decision 032): a signed-out visitor reads, follows links and
// opens the mobile menu, which needs no React. It works on the header's markup as React renders it
// (app/layout/header.tsx): the same button, icons and menu, switched the same way.
export function wireMobileMenu(root: ParentNode = document): boolean {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]');
  const menu = root.querySelector<HTMLElement>("#mobile-menu");
  if (!button || !menu) return false;
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
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

if (typeof document !== "undefined") wireMobileMenu();
