import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ClassItem } from "@shared/classes";
import type { ReviewItem, TeacherPublicProfile } from "@shared/reviews";
import type { PublicUser } from "@shared/users";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { HttpResponse, mockRoutes, requests } from "@/test/msw";
import { sentence } from "@/test/text";
import TeacherProfilePage from "./teacher-profile";

const parent = {
  id: 5,
  username: "fatima",
  firstName: "Fatima",
  lastName: "Khan",
  userType: "parent",
  roles: ["parent"],
  currentRole: "parent",
} as PublicUser;
const owner = {
  id: 70,
  username: "khadija",
  firstName: "Khadija",
  lastName: "Osman",
  userType: "teacher",
  roles: ["teacher"],
  currentRole: "teacher",
} as PublicUser;

const klass = (id: number, title: string, isActive = true): ClassItem => ({
  id,
  teacherId: 70,
  title,
  description: `${title} for young learners.`,
  subject: "Arabic Language",
  level: "beginner",
  duration: 30,
  price: "15.00",
  currency: "USD",
  maxStudents: 1,
  isActive,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

const profile: TeacherPublicProfile = {
  id: 7,
  userId: 70,
  firstName: "Khadija",
  lastName: "Osman",
  bio: "Arabic teacher for children.",
  qualifications: "BA Arabic, ijazah in Hafs",
  experience: 6,
  hourlyRate: "30.00",
  currency: "USD",
  specializations: ["Arabic Language", "Quran Recitation"],
  languages: ["Arabic", "English"],
  verificationStatus: "approved",
  availableHours: "",
  timeZone: "Asia/Riyadh",
  classes: [klass(1, "Arabic letters"), klass(2, "Reading practice"), klass(3, "Closed class", false)],
  classCount: 2,
  rating: 4.5,
  reviewCount: 2,
  createdAt: "2025-01-01T00:00:00.000Z",
  idVerified: true,
  policeCheckVerified: true,
  interviewCompleted: false,
};

const review = (id: number, over: Partial<ReviewItem> = {}): ReviewItem => ({
  id,
  rating: 5,
  comment: `Comment ${id}`,
  reply: null,
  repliedAt: null,
  createdAt: `2026-0${id}-10T10:00:00.000Z`,
  reviewerName: "Fatima K.",
  classTitle: "Arabic letters",
  ...over,
});

// Newest first, as the server answers.
const reviews = [
  review(3, { rating: 4, comment: "Patient and kind.", reviewerName: "Omar S." }),
  review(2, { reply: "Thank you, it was a joy.", repliedAt: "2026-02-12T10:00:00.000Z" }),
];

type Answer = (request: Request) => Response | Promise<Response>;

function mockProfile(user: PublicUser, over: Record<string, Answer> = {}) {
  mockRoutes({
    "/api/user": () => HttpResponse.json(user),
    "/api/teachers/70": () => HttpResponse.json(profile),
    "/api/teachers/70/reviews?limit=10": () => HttpResponse.json(reviews, { headers: { "X-Total-Count": "2" } }),
    ...over,
  });
}

// The page reads the id from the route, as the app's router gives it.
function renderRoute(path = "/teachers/70") {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <Route path="/teachers/:id">
          <TeacherProfilePage />
        </Route>
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

afterEach(() => {
  window.location.hash = "";
});

describe("TeacherProfilePage", () => {
  it("shows the profile, the three checks as evidence in words, and the active classes with 'Book Class'", async () => {
    mockProfile(parent);
    renderRoute();
    expect(await screen.findByRole("heading", { level: 1, name: "Khadija Osman" })).toBeInTheDocument();
    expect(screen.getByText("Verified")).toBeInTheDocument();
    // Beside the name and above the reviews.
    expect(screen.getAllByText("4.5 (2 reviews)")).toHaveLength(2);
    expect(screen.getByText("Arabic teacher for children.")).toBeInTheDocument();
    expect(screen.getByText("BA Arabic, ijazah in Hafs")).toBeInTheDocument();
    expect(screen.getByText("6 years of teaching")).toBeInTheDocument();
    expect(screen.getByText("$30.00/hour")).toBeInTheDocument();
    expect(screen.getByText("Teaches in Arabic, English")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Specializations" })).getAllByRole("listitem")).toHaveLength(2);

    const evidence = within(screen.getByRole("list", { name: "Verification results" }));
    expect(evidence.getByText("ID verified")).toBeInTheDocument();
    expect(evidence.getByText("Police clearance")).toBeInTheDocument();
    // A check not passed says so in words, not by colour.
    expect(evidence.getByText("Interview not passed yet")).toBeInTheDocument();
    expect(evidence.queryByText("Interview passed")).toBeNull();

    expect(screen.getByRole("link", { name: "Book Class Arabic letters" })).toHaveAttribute("href", "/class/1/book");
    expect(screen.getByRole("link", { name: "Book Class Reading practice" })).toHaveAttribute("href", "/class/2/book");
    expect(screen.queryByText("Closed class")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Teachers" })).toHaveAttribute("href", "/browse-teachers");
  });

  it("lists reviews newest first with stars, reviewer, date, class and the teacher's reply; no reply form for a parent", async () => {
    mockProfile(parent);
    renderRoute();
    const list = await screen.findByRole("list", { name: "Reviews" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.id)).toEqual(["review-3", "review-2"]);
    expect(within(items[0]).getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(within(items[0]).getByText("Patient and kind.")).toBeInTheDocument();
    expect(within(items[0]).getByText("Omar S.")).toBeInTheDocument();
    expect(within(items[0]).getByText("March 10, 2026")).toBeInTheDocument();
    expect(within(items[0]).getByText(/Arabic letters/)).toBeInTheDocument();
    expect(within(items[1]).getByText(sentence("Reply from Khadija Osman"))).toBeInTheDocument();
    expect(within(items[1]).getByText("Thank you, it was a joy.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Reply/ })).toBeNull();
  });

  it("offers the teacher a reply form under reviews without a reply, and posts it", async () => {
    let replied = false;
    mockProfile(owner, {
      "/api/teachers/70/reviews?limit=10": () =>
        HttpResponse.json(
          replied
            ? [{ ...reviews[0], reply: "Thank you, Omar.", repliedAt: "2026-03-11T10:00:00.000Z" }, reviews[1]]
            : reviews,
          {
            headers: { "X-Total-Count": "2" },
          },
        ),
      "POST /api/reviews/3/reply": () => {
        replied = true;
        return HttpResponse.json({ ...reviews[0], reply: "Thank you, Omar." }, { status: 201 });
      },
    });
    renderRoute();
    // One review has no reply: one 'Reply'. The owner is not offered to book their own classes.
    const reply = await screen.findByRole("button", { name: "Reply to Omar S." });
    expect(screen.getAllByRole("button", { name: /^Reply/ })).toHaveLength(1);
    expect(screen.queryByRole("link", { name: /Book Class/ })).toBeNull();
    await userEvent.click(reply);
    await userEvent.click(screen.getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText("Please write a reply")).toBeInTheDocument();
    expect(requests("POST")).toHaveLength(0);
    await userEvent.type(screen.getByLabelText("Your reply"), "Thank you, Omar.");
    await userEvent.click(screen.getByRole("button", { name: "Post Reply" }));
    expect(await screen.findByText("Thank you, Omar.")).toBeInTheDocument();
    const [post] = requests("POST", "/api/reviews/3/reply");
    expect(await post.json()).toEqual({ reply: "Thank you, Omar." });
    expect(screen.queryByRole("button", { name: /^Reply/ })).toBeNull();
  });

  it("pages the reviews with 'Show more'", async () => {
    mockProfile(parent, {
      "/api/teachers/70/reviews?limit=10": () => HttpResponse.json(reviews, { headers: { "X-Total-Count": "3" } }),
      "/api/teachers/70/reviews?limit=10&offset=2": () =>
        HttpResponse.json([review(1, { comment: "Oldest one." })], { headers: { "X-Total-Count": "3" } }),
    });
    renderRoute();
    expect(await screen.findByText("Showing 2 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Oldest one.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("says 'No reviews yet' for a teacher without reviews", async () => {
    mockProfile(parent, {
      "/api/teachers/70": () => HttpResponse.json({ ...profile, rating: null, reviewCount: 0 }),
      "/api/teachers/70/reviews?limit=10": () => HttpResponse.json([], { headers: { "X-Total-Count": "0" } }),
    });
    renderRoute();
    expect(await screen.findByRole("heading", { name: "No reviews yet" })).toBeInTheDocument();
    expect(screen.getByText("New teacher")).toBeInTheDocument();
  });

  it("scrolls to the review a notification links to (#review-{id})", async () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => undefined);
    window.location.hash = "#review-2";
    mockProfile(parent);
    renderRoute();
    const target = await screen.findByRole("listitem", { name: "Review by Fatima K." });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(target));
    expect(target).toHaveFocus();
  });

  it("shows the not-found state for a 404, without asking for reviews", async () => {
    mockProfile(parent, {
      "/api/teachers/70": () => HttpResponse.json({ message: "Teacher not found" }, { status: 404 }),
    });
    renderRoute();
    expect(await screen.findByRole("heading", { name: "Teacher Not Found" })).toBeInTheDocument();
    expect(requests("GET", "/api/teachers/70/reviews")).toHaveLength(0);
  });

  it("shows the not-found state for an id that is not a number, without asking the server", async () => {
    mockProfile(parent);
    renderRoute("/teachers/abc");
    expect(await screen.findByRole("heading", { name: "Teacher Not Found" })).toBeInTheDocument();
    expect(requests("GET", "/api/teachers/abc")).toHaveLength(0);
  });

  it("shows an error with 'Try again' when the profile cannot be loaded", async () => {
    let calls = 0;
    mockProfile(parent, {
      "/api/teachers/70": () =>
        calls++ === 0
          ? HttpResponse.json({ message: "Database unavailable" }, { status: 503 })
          : HttpResponse.json(profile),
    });
    renderRoute();
    expect(await screen.findByText("This teacher's profile could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Khadija Osman" })).toBeInTheDocument();
  });

  it("shows a loading skeleton first", async () => {
    mockProfile(parent);
    renderRoute();
    expect(await screen.findByText("Loading teacher...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Khadija Osman" })).toBeInTheDocument();
  });
});
