// The audits of the a11y journeys (issue 20): axe at 375 and 1280 px, and tab lists wholly in view at both widths.
import type { Page } from "@playwright/test";
import { expect, expectAccessible } from "./fixtures";

export const WIDTHS = [375, 1280] as const;

/**
 * axe on the state on screen at each width. The page is resized, not loaded again: each state is reached once, and
 * the audits (not the clicks and loads between them) are what the suite's time is spent on.
 */
export async function expectAccessibleAtBoth(page: Page, state: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectAccessible(page, `${state} at ${width} px`);
  }
}

/** At each width, every tab of the page's tab list lies wholly inside the viewport: none is cut off or hidden. */
export async function expectAllTabsInView(page: Page, list: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectTabsInView(page, list, width);
  }
}

async function expectTabsInView(page: Page, list: string, width: number): Promise<void> {
  const tabs = page.getByRole("tablist", { name: list }).getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const box = (await tabs.nth(i).boundingBox())!;
    const label = await tabs.nth(i).textContent();
    expect(box.x, `${label} starts inside`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} ends inside`).toBeLessThanOrEqual(width);
    // Not truncated: the label's text fits its tab.
    expect(await tabs.nth(i).evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${label} is whole`).toBe(true);
  }
}
