import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense, type ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { ClassItem } from "@shared/classes";
import type { TeacherListItem } from "@shared/teachers";
import { createQueryClient } from "@/lib/query-client";
import { deferred, http, HttpResponse, mockApi, requests } from "@/test/msw";
import BrowseTeachersPage from "./browse-teachers";

const klass = (id: number, title: string, overrides: Partial<ClassItem> = {}): ClassItem => ({
  id,
  teacherId: 3,
  title,
  description: `${title}: a patient, structured class for young learners.`,
  subject: "Quran Recitation",
  level: "beginner",
  duration: 45,
  price: "20.00",
  currency: "USD",
  maxStudents: 1,
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

const teacher = (id: number, overrides: Partial<TeacherListItem> = {}): TeacherListItem => ({
  id,
  userId: id + 100,
  firstName: "Teacher",
  lastName: String(id),
  bio: "Teaching children for many years.",
  qualifications: "Ijazah",
  experience: 5,
  hourlyRate: "30.00",
  currency: "USD",
  specializations: ["Quran Recitation"],
  languages: ["English"],
  verificationStatus: "approved",
  availableHours: "",
  timeZone: "UTC",
  classes: [],
  classCount: 0,
  rating: null,
  reviewCount: 0,
  createdAt: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

const aisha = teacher(1, {
  firstName: "Aisha",
  lastName: "Rahman",
  bio: "Hafiza with an ijazah in Hafs, teaching tajweed to children.",
  experience: 1,
  hourlyRate: "25.00",
  rating: 4.7,
  reviewCount: 12,
  specializations: [
    "Quran Recitation",
    "Quran Memorization",
    "Arabic Language",
    "Islamic Ethics",
    "Hadith Studies",
    "Islamic History",
  ],
  languages: ["Arabic", "English"],
  // A browse item carries at most 3 active classes and the number of all of them (api.md).
  classes: [
    klass(101, "Tajweed for Beginners"),
    klass(102, "Juz Amma Memorization", { level: "intermediate", price: "35.50", duration: 60 }),
    klass(103, "Reading the Mushaf"),
  ],
  classCount: 5,
});

const yusuf = teacher(2, { firstName: "Yusuf", lastName: "Ali", experience: 8, hourlyRate: null });

const page = (items: TeacherListItem[], total = items.length) =>
  HttpResponse.json(items, { headers: { "X-Total-Count": String(total) } });

type Handler = (params: URLSearchParams) => Response | Promise<Response>;

/** Answers GET /api/teachers with the handler; urls() gives the query of every request made. */
function stubTeachers(handler: Handler) {
  mockApi(http.get("/api/teachers", ({ request }) => handler(new URL(request.url).searchParams)));
  const urls = () => requests().map((r) => r.url.searchParams);
  return { urls };
}

function renderPage(path = "/browse-teachers") {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <BrowseTeachersPage />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

const card = (name: string) => screen.getByRole("article", { name });

describe("BrowseTeachersPage", () => {
  it("shows 'Loading teachers...' on the first load, then the total from X-Total-Count", async () => {
    const answer = deferred();
    const { urls } = stubTeachers(() => answer.promise);
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Browse Teachers" })).toBeInTheDocument();
    expect(await screen.findByText("Loading teachers...")).toBeInTheDocument();

    answer.resolve(page([aisha, yusuf], 23));
    expect(await screen.findByText("Found 23 qualified teacher(s)")).toBeInTheDocument();
    expect(screen.queryByText("Loading teachers...")).toBeNull();
    expect(screen.getAllByRole("article")).toHaveLength(2);

    const [first] = urls();
    expect(Object.fromEntries(first)).toEqual({ status: "approved", limit: "12", offset: "0" });
  });

  it("shows each teacher's evidence, rating, rate, specializations and bookable classes", async () => {
    stubTeachers(() => page([aisha, yusuf]));
    renderPage();
    await screen.findByText("Found 2 qualified teacher(s)");
    expect(screen.queryByText("4.9 (127 reviews)")).toBeNull();

    const a = within(card("Aisha Rahman"));
    expect(a.getByText("Verified")).toBeInTheDocument();
    expect(a.getByText("4.7 (12 reviews)")).toBeInTheDocument();
    expect(a.queryByText("New teacher")).toBeNull();
    expect(a.getByText("1 year experience")).toBeInTheDocument();
    expect(a.getByText("$25.00/hour")).toBeInTheDocument();
    expect(a.getByText("Hafiza with an ijazah in Hafs, teaching tajweed to children.")).toHaveClass("line-clamp-3");

    const specializations = within(a.getByRole("list", { name: "Specializations" })).getAllByRole("listitem");
    expect(specializations.map((li) => li.textContent)).toEqual([
      "Quran Recitation",
      "Quran Memorization",
      "Arabic Language",
      "Islamic Ethics",
      "+2 more",
    ]);
    expect(a.getByText(/Arabic, English/)).toBeInTheDocument();

    const book = a.getAllByRole("link", { name: /^Book Class/ });
    expect(book.map((l) => l.getAttribute("href"))).toEqual(["/class/101/book", "/class/102/book", "/class/103/book"]);
    expect(a.getByRole("link", { name: "Book Class Juz Amma Memorization" })).toBeInTheDocument();
    expect(a.getByText("Intermediate")).toBeInTheDocument();
    expect(a.getByText("$35.50")).toBeInTheDocument();
    expect(a.getByText("60 min")).toBeInTheDocument();
    expect(a.queryByText("Advanced Tajweed")).toBeNull();
    expect(a.getByText("+2 more classes available")).toBeInTheDocument();

    const y = within(card("Yusuf Ali"));
    expect(y.getByText("Verified")).toBeInTheDocument();
    expect(y.getByText("New teacher")).toBeInTheDocument();
    expect(y.getByText("8 years experience")).toBeInTheDocument();
    expect(y.queryByText(/\/hour/)).toBeNull();
    expect(y.queryByText(/more$/)).toBeNull();
    expect(y.getByText("No classes open for booking yet.")).toBeInTheDocument();
    expect(y.queryByRole("link", { name: /Book Class/ })).toBeNull();
  });

  it("appends the next page with 'Show more teachers' and hides it when all are shown", async () => {
    const { urls } = stubTeachers((params) =>
      params.get("offset") === "0"
        ? page([aisha, yusuf], 3)
        : page([teacher(3, { firstName: "Maryam", lastName: "Khan" })], 3),
    );
    renderPage();
    await screen.findByText("Found 3 qualified teacher(s)");
    expect(screen.getByText("Showing 2 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more teachers" }));

    expect(await screen.findByRole("article", { name: "Maryam Khan" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Show more teachers" })).toBeNull();
    expect(urls().at(-1)?.get("offset")).toBe("2");
    expect(urls().at(-1)?.get("limit")).toBe("12");
  });

  it("shows a capped total as '1,000+' and goes on showing more until a page comes empty", async () => {
    const many = Array.from({ length: 12 }, (_, i) => teacher(1000 + i, { firstName: "Many", lastName: String(i) }));
    const pages: Record<string, TeacherListItem[]> = { "0": many, "12": [aisha] };
    const { urls } = stubTeachers((params) =>
      HttpResponse.json(pages[params.get("offset") ?? ""] ?? [], {
        headers: { "X-Total-Count": "1000", "X-Total-Count-Capped": "true" },
      }),
    );
    renderPage();
    expect(await screen.findByText("Found 1,000+ qualified teacher(s)")).toBeInTheDocument();
    expect(screen.getByText("Showing 12 of 1,000+")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show more teachers" }));
    expect(await screen.findByRole("article", { name: "Aisha Rahman" })).toBeInTheDocument();
    expect(urls().at(-1)?.get("offset")).toBe("12");
    // A short page (the server cuts a page at 1 MB) does not end a capped list; an empty one does.
    await userEvent.click(screen.getByRole("button", { name: "Show more teachers" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show more teachers" })).toBeNull());
    expect(urls().at(-1)?.get("offset")).toBe("13");
    expect(screen.getAllByRole("article")).toHaveLength(13);
  });

  it("searches with a trimmed q once typing pauses, keeping the previous results while it loads", async () => {
    const searched = deferred();
    const { urls } = stubTeachers((params) => (params.has("q") ? searched.promise : page([aisha, yusuf])));
    const location = renderPage();
    await screen.findByText("Found 2 qualified teacher(s)");

    const box = screen.getByRole("searchbox", { name: "Search teachers" });
    expect(box).toHaveAttribute("placeholder", "Search by specialization or qualifications...");
    await userEvent.type(box, "  tajweed ");
    // The debounce has not elapsed: no keystroke has been sent yet.
    expect(urls().filter((p) => p.has("q"))).toHaveLength(0);

    await waitFor(() => expect(urls().filter((p) => p.has("q"))).toHaveLength(1));
    const sent = urls().at(-1)!;
    expect(sent.get("q")).toBe("tajweed");
    expect(sent.get("status")).toBe("approved");
    expect(sent.get("offset")).toBe("0");
    expect(location.history?.at(-1)).toBe("/browse-teachers?q=tajweed");

    // While the search loads, the old list stays (no first-load text) and is marked busy.
    expect(screen.queryByText("Loading teachers...")).toBeNull();
    expect(screen.getByRole("list", { name: "Teachers" })).toHaveAttribute("aria-busy", "true");
    expect(card("Yusuf Ali")).toBeInTheDocument();

    searched.resolve(page([aisha], 1));
    expect(await screen.findByText("Found 1 qualified teacher(s)")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Yusuf Ali" })).toBeNull();
    expect(urls().filter((p) => p.has("q"))).toHaveLength(1);
  });

  it("sends the chosen subject and level, and keeps them in the page's URL", async () => {
    const { urls } = stubTeachers(() => page([aisha]));
    const location = renderPage();
    await screen.findByText("Found 1 qualified teacher(s)");

    const subject = screen.getByRole("combobox", { name: "Subject" });
    expect(within(subject).getByRole("option", { name: "All subjects" })).toBeInTheDocument();
    await userEvent.selectOptions(subject, "Arabic Language");
    await waitFor(() => expect(urls().at(-1)?.get("subject")).toBe("Arabic Language"));
    expect(urls().at(-1)?.has("q")).toBe(false);

    const level = screen.getByRole("combobox", { name: "Level" });
    expect(
      within(level)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All levels", "Beginner", "Intermediate", "Advanced"]);
    await userEvent.selectOptions(level, "Advanced");
    await waitFor(() => expect(urls().at(-1)?.get("level")).toBe("advanced"));
    expect(urls().at(-1)?.get("subject")).toBe("Arabic Language");
    expect(location.history?.at(-1)).toBe("/browse-teachers?subject=Arabic+Language&level=advanced");

    // A URL changed from outside (a link, Back) wins over the boxes.
    location.navigate("/browse-teachers?q=seerah");
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search teachers" })).toHaveValue("seerah"));
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveValue("");
    await waitFor(() => expect(urls().at(-1)?.get("q")).toBe("seerah"));
    expect(urls().at(-1)?.has("subject")).toBe(false);
  });

  it("starts from the filters in the URL, shows 'No Teachers Found', and 'Clear Filters' resets everything", async () => {
    const { urls } = stubTeachers((params) =>
      params.has("q") || params.has("subject") ? page([], 0) : page([aisha, yusuf]),
    );
    const location = renderPage("/browse-teachers?q=zzz&subject=Hadith+Studies&level=expert");
    expect(await screen.findByRole("heading", { name: "No Teachers Found" })).toBeInTheDocument();
    expect(screen.getByText("Found 0 qualified teacher(s)")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search teachers" })).toHaveValue("zzz");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveValue("Hadith Studies");
    // An unknown level in the URL is ignored rather than sent.
    expect(Object.fromEntries(urls()[0])).toEqual({
      status: "approved",
      q: "zzz",
      subject: "Hadith Studies",
      limit: "12",
      offset: "0",
    });

    await userEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(await screen.findByText("Found 2 qualified teacher(s)")).toBeInTheDocument();
    const last = urls().at(-1)!;
    expect(last.has("q")).toBe(false);
    expect(last.has("subject")).toBe(false);
    expect(last.has("level")).toBe(false);
    expect(screen.getByRole("searchbox", { name: "Search teachers" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveValue("");
    expect(location.history?.at(-1)).toBe("/browse-teachers");
  });

  it("a search typed just before opening a class is not written once the page has gone, even while the next page's code loads", async () => {
    const { urls } = stubTeachers(() => page([aisha, yusuf]));
    // The app's routes: lazily loaded pages behind one Suspense. While the class page's code loads, React keeps
    // the browse page mounted but hidden, its effects (the search's debounce timer) still running.
    let loaded!: () => void;
    const ClassPage = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          loaded = () => resolve({ default: () => <h1>Class page</h1> });
        }),
    );
    const location = memoryLocation({ path: "/browse-teachers", record: true });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Suspense fallback={<p>Loading...</p>}>
            <Switch>
              <Route path="/browse-teachers" component={BrowseTeachersPage} />
              <Route path="/class/:id/book" component={ClassPage} />
            </Switch>
          </Suspense>
        </Router>
      </QueryClientProvider>,
    );
    await screen.findByText("Found 2 qualified teacher(s)");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search teachers" }), "tajweed");
    // 'Book Class' before the debounce has run out.
    act(() => location.navigate("/class/101/book"));
    await screen.findByText("Loading...");
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(location.history?.at(-1)).toBe("/class/101/book");
    // Back before the class page came: the list shows again once React has the code it waited for (the whole
    // Switch waits behind the fallback), and the search typed is written then.
    act(() => location.navigate("/browse-teachers"));
    await act(async () => loaded());
    await waitFor(() => expect(location.history?.at(-1)).toBe("/browse-teachers?q=tajweed"));
    expect(screen.getByRole("searchbox", { name: "Search teachers" })).toHaveValue("tajweed");
    await waitFor(() => expect(urls().at(-1)?.get("q")).toBe("tajweed"));
    // And on to the class page again, its code here now.
    act(() => location.navigate("/class/101/book"));
    expect(await screen.findByRole("heading", { name: "Class page" })).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe("/class/101/book");
  });

  it("shows 'Failed to fetch teachers' when the list cannot be read, and retries", async () => {
    let fail = true;
    stubTeachers(() =>
      fail ? HttpResponse.json({ message: "Internal server error" }, { status: 500 }) : page([yusuf]),
    );
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch teachers");
    expect(alert).toHaveTextContent("Internal server error");
    expect(screen.queryByText(/qualified teacher/)).toBeNull();

    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Found 1 qualified teacher(s)")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
