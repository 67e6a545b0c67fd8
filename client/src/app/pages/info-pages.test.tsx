// Issue 32: the footer's pages (privacy, terms, help, contact) render their texts in English and Arabic, the footer
// links to them (never "#"), and the contact form sends what was typed and confirms it on screen.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { CONTACT_SENT } from "@shared/contact";
import type { PublicUser } from "@shared/users";
import { userQueryKey } from "@/features/auth";
import { LandingFooter } from "@/features/landing/components/landing-footer";
import { createQueryClient } from "@/lib/query-client";
import { inArabic } from "@/test/i18n";
import { http, HttpResponse, mockApi, requests } from "@/test/msw";
import ContactPage from "./contact";
import HelpPage from "./help";
import PrivacyPage from "./privacy";
import TermsPage from "./terms";

function renderPage(Page: () => React.ReactElement, user: PublicUser | null = null) {
  const client = createQueryClient();
  client.setQueryData(userQueryKey, user);
  const location = memoryLocation({ path: "/", record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Page />
      </Router>
    </QueryClientProvider>,
  );
}

describe("the footer", () => {
  it("links Help Center, Contact Us, Privacy Policy and Terms of Service to their pages, none to #", () => {
    renderPage(LandingFooter);
    const footer = screen.getByRole("contentinfo");
    const hrefs = within(footer)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ["Help Center", "/help"],
        ["Contact Us", "/contact"],
        ["Privacy Policy", "/privacy"],
        ["Terms of Service", "/terms"],
      ]),
    );
    expect(hrefs.filter(([, href]) => href === "#" || !href?.startsWith("/"))).toEqual([]);
  });
});

describe("the privacy policy", () => {
  it("says what is kept about children, the documents, how long, and that card numbers are never stored", () => {
    renderPage(PrivacyPage);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    for (const name of ["Your children", "Teachers and their documents", "Payments", "How long we keep it"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/Halaqa has no automatic deletion today/)).toBeInTheDocument();
    expect(screen.getByText(/never receives or stores card numbers/)).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "On this page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "How long we keep it" })).toHaveAttribute("href", "#retention");
  });

  it("reads in Arabic", async () => {
    await inArabic();
    renderPage(PrivacyPage);
    expect(screen.getByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "مدة حفظ البيانات" })).toBeInTheDocument();
  });
});

describe("the terms", () => {
  it("state the refund policy as the API applies it", () => {
    renderPage(TermsPage);
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    expect(
      screen.getByText("A family who cancels 12 hours or more before the start gets a paid lesson refunded in full."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("A family who cancels less than 12 hours before the start gets no refund."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("A lesson cancelled by its teacher or by Halaqa is always refunded in full."),
    ).toBeInTheDocument();
  });
});

describe("the Help Center", () => {
  it("answers families and teachers, and leads to the contact page", async () => {
    renderPage(HelpPage);
    expect(screen.getByRole("heading", { level: 1, name: "Help Center" })).toBeInTheDocument();
    for (const name of [
      "How do I book a lesson?",
      "How do cancellations and refunds work?",
      "How do I become a teacher?",
    ]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
    }
    // The "Still need help?" band's button and the footer's link.
    for (const link of screen.getAllByRole("link", { name: "Contact Us" })) {
      expect(link).toHaveAttribute("href", "/contact");
    }
    await inArabic();
    expect(await screen.findByRole("heading", { level: 1, name: "مركز المساعدة" })).toBeInTheDocument();
  });
});

describe("the contact page", () => {
  it("checks the form before sending anything", async () => {
    renderPage(ContactPage);
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please choose a topic")).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it("sends the message and confirms it on screen; a signed-in user's name and address are filled in", async () => {
    mockApi(http.post("/api/contact", () => HttpResponse.json({ message: CONTACT_SENT }, { status: 201 })));
    renderPage(ContactPage, {
      id: 7,
      firstName: "Maryam",
      lastName: "Ali",
      email: "maryam@example.com",
    } as PublicUser);
    expect(screen.getByLabelText("Your name")).toHaveValue("Maryam Ali");
    expect(screen.getByLabelText("Your email")).toHaveValue("maryam@example.com");
    await userEvent.selectOptions(screen.getByLabelText("Topic"), "A payment or a refund");
    await userEvent.type(screen.getByLabelText("Message"), "I was charged twice for one lesson.");
    await userEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent(CONTACT_SENT);
    const [sent] = requests();
    expect(`${sent.method} ${sent.path}`).toBe("POST /api/contact");
    expect(await sent.json()).toEqual({
      name: "Maryam Ali",
      email: "maryam@example.com",
      topic: "payment",
      message: "I was charged twice for one lesson.",
    });
  });

  it("shows the server's refusal (429) in the form, in Arabic", async () => {
    await inArabic();
    mockApi(
      http.post("/api/contact", () =>
        HttpResponse.json(
          { message: "You have sent several messages recently. Please wait an hour before sending another." },
          { status: 429 },
        ),
      ),
    );
    renderPage(ContactPage);
    await userEvent.type(screen.getByLabelText("اسمك"), "مريم");
    await userEvent.type(screen.getByLabelText("بريدك الإلكتروني"), "maryam@example.com");
    await userEvent.selectOptions(screen.getByLabelText("الموضوع"), "أمر آخر");
    await userEvent.type(screen.getByLabelText("الرسالة"), "سؤال عن الحصص القادمة");
    await userEvent.click(screen.getByRole("button", { name: "أرسل الرسالة" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("يُرجى الانتظار ساعة");
  });
});
