// STUB (issue 35, msgui branch only): a minimal contact-details detector so the composer compiles and tests; the
// detector helper's real file replaces it at merge.
export type ContactKind = "email" | "phone" | "link" | "handle";

export interface ContactFound {
  kind: ContactKind;
  match: string;
}

export const CONTACT_DETAILS_MESSAGE =
  "Contact details and outside links are not allowed in messages. Please keep the conversation on Halaqa.";

const REASONS: Record<ContactKind, string> = {
  email: "Email addresses are not allowed in messages.",
  phone: "Phone numbers are not allowed in messages.",
  link: "Links to other sites are not allowed in messages.",
  handle: "Messenger names and invitations are not allowed in messages.",
};

export const contactReason = (kind: ContactKind): string => REASONS[kind];

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
const PHONE = /(?:\d[\s.\-()]*){7,}/;
const LINK = /\b(?:https?:\/\/|www\.)([^\s/]+)/i;
const HANDLE = /\b(whats ?app|telegram|signal|instagram|snapchat|skype|wa\.me)\b/i;

export function findContactDetails(text: string, options: { siteHosts?: readonly string[] } = {}): ContactFound | null {
  const email = EMAIL.exec(text);
  if (email) return { kind: "email", match: email[0] };
  const link = LINK.exec(text);
  if (link && !(options.siteHosts ?? []).includes((link[1] ?? "").toLowerCase()))
    return { kind: "link", match: link[0] };
  const handle = HANDLE.exec(text);
  if (handle) return { kind: "handle", match: handle[0] };
  const phone = PHONE.exec(text);
  if (phone) return { kind: "phone", match: phone[0].trim() };
  return null;
}
