// Issue 32: the footer's Help Center, Contact Us, Privacy Policy and Terms of Service lead to their pages (prerendered,
// in English and Arabic); the contact form reaches the admins' notifications. Screenshots at 375 and 1280 px.
import type { Page } from "@playwright/test";
import { capture, createAdmin, expect, expectAccessible, signInViaApi, test } from "./fixtures";

const PAGES = [
  ["Help Center", "/help", "Help Center"],
  ["Contact Us", "/contact", "Contact Us"],
  ["Privacy Policy", "/privacy", "Privacy Policy"],
  ["Terms of Service", "/terms", "Terms of Service"],
] as const;

// The footer sits inside <main> (the app shell draws it), so it is no contentinfo landmark: found by its element.
const footer = (page: Page) => page.locator("footer");

test("the landing page's footer leads to each of the four pages, drawn before any script", async ({ page }) => {
  for (const [link, path, heading] of PAGES) {
    await page.goto("/");
    await footer(page).getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // Each page's own footer links to the others too.
    await expect(footer(page).getByRole("link", { name: link, exact: true })).toHaveAttribute("href", path);
    await expectAccessible(page, path);
    // Prerendered: a visitor without a session gets the page's text in the HTML itself.
    const raw = await page.request.get(path);
    expect(await raw.text()).toContain(`>${heading}</h1>`);
  }
  const hrefs = await page.locator("footer a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).not.toContain("#");
});

test("a message sent on the contact page is confirmed on screen and reaches an admin's notifications", async ({
  page,
  browser,
}) => {
  await page.goto("/contact");
  const unique = `Question ${Date.now().toString(36)}`;
  await page.getByLabel("Your name").fill("Maryam Ali");
  await page.getByLabel("Your email").fill("maryam.contact@example.com");
  await page.getByLabel("Topic").selectOption({ label: "A payment or a refund" });
  await page.getByLabel("Message").fill(`${unique}: I was charged twice for one lesson.`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText("Your message has reached our team");

  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await signInViaApi(adminPage, await createAdmin());
  await adminPage.goto("/admin/dashboard?tab=notifications");
  const note = adminPage.getByText(new RegExp(unique));
  await expect(note).toBeVisible();
  await expect(adminPage.getByText("Contact: A payment or a refund").first()).toBeVisible();
  await context.close();
});

for (const language of ["en", "ar"] as const) {
  test(`screenshots of the privacy, help and contact pages in ${language === "en" ? "English" : "Arabic"}`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (language === "ar") await context.addCookies([{ name: "halaqa_lang", value: "ar", url: baseURL! }]);
    const headings = {
      en: { privacy: "Privacy Policy", help: "Help Center", contact: "Contact Us" },
      ar: { privacy: "سياسة الخصوصية", help: "مركز المساعدة", contact: "اتصل بنا" },
    }[language];
    for (const name of ["privacy", "help", "contact"] as const) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
        await page.goto(`/${name}`);
        await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
        await expect(page.getByRole("heading", { level: 1, name: headings[name] })).toBeVisible();
        await capture(page, `info-${name}${language === "ar" ? "-ar" : ""}`, width);
      }
    }
  });
}
