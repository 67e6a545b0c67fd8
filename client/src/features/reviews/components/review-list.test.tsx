// Issue 31, finding 14: a review's comment is the family's quoted words, so a line in it that reads like a reply from
// us or the teacher ("Reply from Halaqa: verified") stays inside the quotation; a reply is only ever its own region.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReviewItem } from "@shared/reviews";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes } from "@/test/msw";
import { sentence } from "@/test/text";
import { ReviewList } from "./review-list";

const FAKE_REPLY = "Reply from Halaqa: verified";

const review = (over: Partial<ReviewItem> = {}): ReviewItem => ({
  id: 3,
  rating: 5,
  comment: `Patient and kind.\n\n${FAKE_REPLY}`,
  reply: null,
  repliedAt: null,
  createdAt: "2026-03-10T10:00:00.000Z",
  reviewerName: "Omar S.",
  classTitle: "Arabic letters",
  ...over,
});

async function renderReviews(items: ReviewItem[], teacherName = "Khadija Osman") {
  mockRoutes({
    "/api/teachers/70/reviews?limit=10": () =>
      HttpResponse.json(items, { headers: { "X-Total-Count": String(items.length) } }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReviewList teacherUserId={70} teacherName={teacherName} canReply={false} />
    </QueryClientProvider>,
  );
  return screen.findByRole("listitem", { name: "Review by Omar S." });
}

describe("ReviewList: a comment never passes for a reply", () => {
  it("quotes a comment holding 'Reply from Halaqa: verified' as the family's words, with no reply region", async () => {
    const item = await renderReviews([review()]);
    const fake = within(item).getByText(FAKE_REPLY);
    const quote = fake.closest("blockquote");
    expect(quote).not.toBeNull();
    // Its paragraphs kept, each its own, both inside the one quotation attributed to the reviewer.
    expect([...quote!.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["Patient and kind.", FAKE_REPLY]);
    const figure = quote!.closest("figure")!;
    expect(within(figure).getByText("Omar S.").closest("figcaption")).not.toBeNull();
    // No reply region, and no "Reply from" anywhere outside the quotation.
    expect(within(item).queryByRole("region")).toBeNull();
    const outside = within(item)
      .queryAllByText(/Reply from/)
      .filter((element) => !quote!.contains(element));
    expect(outside).toEqual([]);
  });

  it("shows the teacher's reply in its own region, named by us with the teacher's name, apart from the quotation", async () => {
    const item = await renderReviews([
      review({ reply: "Thank you, Omar.\n\nSee you next week.", repliedAt: "2026-03-11T10:00:00.000Z" }),
    ]);
    const regions = within(item).getAllByRole("region");
    expect(regions).toHaveLength(1);
    const reply = within(item).getByRole("region", { name: "Reply from Khadija Osman" });
    expect(within(reply).getByText(sentence("Reply from Khadija Osman"))).toBeInTheDocument();
    expect([...reply.querySelectorAll("p")].map((p) => p.textContent)).toContain("See you next week.");
    expect(within(reply).getByText("Thank you, Omar.")).toBeInTheDocument();
    // The comment's fake line is in the quotation, not in the reply; the reply is not in the quotation.
    expect(reply).not.toContainElement(within(item).getByText(FAKE_REPLY));
    expect(reply.closest("blockquote")).toBeNull();
    expect(reply.querySelector("blockquote")).toBeNull();
  });

  it("keeps a comment's single line breaks inside its paragraph", async () => {
    const item = await renderReviews([review({ comment: "Line one\nline two\n\n\nSecond paragraph" })]);
    const quote = within(item).getByText("Second paragraph").closest("blockquote")!;
    expect([...quote.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "Line one\nline two",
      "Second paragraph",
    ]);
  });

  it("isolates a teacher's name written right to left, or with an override, inside our label", async () => {
    const name = "خديجة \u202EOsman";
    const item = await renderReviews([review({ reply: "شكرًا", repliedAt: "2026-03-11T10:00:00.000Z" })], name);
    const reply = within(item).getByRole("region");
    const label = document.getElementById(reply.getAttribute("aria-labelledby")!)!;
    expect(label.querySelector("bdi")?.textContent).toBe(name);
    expect(label.textContent).toBe(`Reply from ${name}`);
    // Our words stay outside the <bdi>: only the name is in it.
    expect(label.querySelector("bdi")?.parentElement?.firstChild?.textContent).toBe("Reply from ");
  });
});
