import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { userQueryKey } from "@/features/auth";
import { wireLanguageSwitch } from "@/landing-menu";
import { formatDate, formatMoney } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import { LanguageCard } from "./language-card";
import { LanguageSwitch } from "./language-switch";

const user = {
  id: 4,
  username: "umm.yusuf",
  firstName: "Khadija",
  language: "en",
  preferredCurrency: "USD",
} as PublicUser;

function renderWith(ui: React.ReactNode, signedIn: PublicUser | null) {
  const client = createQueryClient();
  client.setQueryData(userQueryKey, signedIn);
  render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

const clearCookie = () => (document.cookie = "halaqa_lang=; Path=/; Max-Age=0");

describe("the header's language switch", () => {
  it("signed out: shows Arabic right to left at once and keeps the choice in the cookie, asking the server nothing", async () => {
    clearCookie();
    renderWith(<LanguageSwitch />, null);
    const arabic = screen.getByRole("button", { name: "العربية" });
    expect(arabic).toHaveAttribute("lang", "ar");
    await userEvent.click(arabic);
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(i18n.language).toBe("ar");
    expect(document.cookie).toContain("halaqa_lang=ar");
    expect(requests()).toEqual([]);
    // Now it offers English, named in English.
    expect(await screen.findByRole("button", { name: "English" })).toHaveAttribute("lang", "en");
    clearCookie();
  });

  it("signed in: saves the choice to the account, whose answer becomes the signed-in user", async () => {
    mockApi(
      http.patch("/api/user/preferences", async ({ request }) =>
        HttpResponse.json({ ...user, ...((await request.json()) as object) }),
      ),
    );
    const client = renderWith(<LanguageSwitch />, user);
    await userEvent.click(screen.getByRole("button", { name: "العربية" }));
    await waitFor(() => expect(i18n.language).toBe("ar"));
    expect(await requests("PATCH", "/api/user/preferences")[0].json()).toEqual({ language: "ar" });
    expect(client.getQueryData<PublicUser>(userQueryKey)?.language).toBe("ar");
    clearCookie();
  });

  it("signed in, when the server refuses: says so and stays in English", async () => {
    mockApi(
      http.patch("/api/user/preferences", () =>
        HttpResponse.json({ message: "Please select a supported language" }, { status: 400 }),
      ),
    );
    renderWith(<LanguageSwitch />, user);
    await userEvent.click(screen.getByRole("button", { name: "العربية" }));
    expect(await screen.findByText("Failed to change the language")).toBeInTheDocument();
    expect(i18n.language).toBe("en");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
  });

  it("on the static landing page, its script keeps the choice in the cookie and asks for the page again", () => {
    clearCookie();
    const root = document.createElement("div");
    root.innerHTML =
      '<button type="button" data-language="ar">العربية</button><button type="button" data-language="xx">?</button>';
    const reload = vi.fn();
    expect(wireLanguageSwitch(root, reload)).toBe(2);
    (root.querySelector('[data-language="xx"]') as HTMLButtonElement).click();
    expect(reload).not.toHaveBeenCalled();
    (root.querySelector('[data-language="ar"]') as HTMLButtonElement).click();
    expect(document.cookie).toContain("halaqa_lang=ar");
    expect(reload).toHaveBeenCalledOnce();
    clearCookie();
  });
});

describe("Preferences' language card", () => {
  it("offers each language in its own name, saves the choice and says so in the language chosen", async () => {
    mockApi(
      http.patch("/api/user/preferences", async ({ request }) =>
        HttpResponse.json({ ...user, ...((await request.json()) as object) }),
      ),
    );
    renderWith(<LanguageCard user={user} />, user);
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();
    const save = screen.getByRole("button", { name: "Save Language" });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: "العربية" }));
    await userEvent.click(save);
    expect(await screen.findByText("تم حفظ لغتك.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "اللغة" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    clearCookie();
  });
});

describe("formatting in the UI's language", () => {
  it("writes dates and money as each language does, English exactly as before", async () => {
    expect(formatMoney("20")).toBe("$20.00");
    expect(formatMoney(15.8, "GBP")).toBe("GBP 15.80");
    expect(formatDate("2026-03-04T12:00:00Z")).toBe("March 4, 2026");
    await i18n.changeLanguage("ar");
    await import("@/lib/i18n").then((m) => m.loadLanguage("ar"));
    expect(formatDate("2026-03-04T12:00:00Z")).toBe("4 مارس 2026");
    // Arabic writes the symbol after the amount; the plain "$", not ICU's "US$"; isolated so a sentence keeps it whole.
    expect(formatMoney("20")).toBe("\u2068\u200f20.00\u00a0$\u2069");
    expect(formatMoney("15.8", "GBP")).toBe("\u2068\u200f15.80\u00a0£\u2069");
    expect(formatMoney("75", "SAR")).toContain("ر.س.");
    // Other dollars keep their country: a Canadian rate never reads as a US one.
    expect(formatMoney("20", "CAD")).toContain("CA$");
    expect(formatMoney("20", "AUD")).toContain("AU$");
  });
});
