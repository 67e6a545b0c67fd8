import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { wireMobileMenu } from "@/landing-menu";
import { inArabic } from "@/test/i18n";
import LandingPage from "./landing";

describe("the landing page in Arabic", () => {
  it("reads in Arabic from the hero to the footer, with the brand kept in Latin letters", async () => {
    await inArabic();
    render(
      <Router hook={memoryLocation({ path: "/" }).hook}>
        <LandingPage />
      </Router>,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "معلمون موثوقون للعلوم الإسلامية، لأطفالك" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ابحث عن حصص لطفلك" })).toHaveAttribute("href", "/auth?tab=signup");
    expect(screen.getByRole("link", { name: "انضم معلمًا" })).toHaveAttribute("href", "/auth?tab=signup&role=teacher");
    // The subjects (shared/constants.ts) and the steps (module lists) are translated where they are shown.
    expect(screen.getByText("تلاوة القرآن الكريم", { selector: "li *" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "اختر معلمًا موثوقًا" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "عمليات التحقق التي يجتازها كل معلم" })).getAllByRole("listitem"),
    ).toHaveLength(3);
    expect(screen.getByText("عن Halaqa")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "حلقة علم لأسر اليوم" })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Halaqa. جميع الحقوق محفوظة.`)).toBeInTheDocument();

    expect(screen.queryByText("Join as Teacher")).toBeNull();
    expect(screen.queryByText(/Vetted Islamic teachers/)).toBeNull();
  });

  it("the static page's menu script names its button from the markup, so it stays in the page's language", async () => {
    const root = document.createElement("div");
    root.innerHTML = `
      <button aria-controls="mobile-menu" aria-expanded="false" aria-label="فتح القائمة" data-label-open="فتح القائمة" data-label-close="إغلاق القائمة">
        <span data-icon="open"></span><span data-icon="close" class="hidden"></span>
      </button>
      <div id="mobile-menu" hidden><a href="#parents">لأولياء الأمور</a></div>`;
    document.body.appendChild(root);
    expect(wireMobileMenu(root)).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "فتح القائمة" }));
    expect(screen.getByRole("button", { name: "إغلاق القائمة" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("button", { name: "إغلاق القائمة" }));
    expect(screen.getByRole("button", { name: "فتح القائمة" })).toHaveAttribute("aria-expanded", "false");
    root.remove();
  });
});
