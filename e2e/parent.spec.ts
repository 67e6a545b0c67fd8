// Issue 6's journey: a parent adds a child, finds a teacher by search and filter, books a slot, pays with the
// sandbox simulator and sees the booking paid; another parent then finds that slot taken.
import { approvedTeacherWithClass, expect, newUser, signUp, signUpViaApi, test, toast } from "./fixtures";

// The parent is in New York, the teacher in Karachi: the slots are the teacher's times, shown in the parent's zone.
test.use({ timezoneId: "America/New_York" });

test("a parent books and pays for a class, and the slot is then taken for everyone", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const classTitle = `Tajweed Circle ${Date.now().toString(36)}`;
  const { teacher, classId } = await approvedTeacherWithClass(browser, {
    timeZone: "Asia/Karachi",
    classTitle,
    price: "18.50",
    subject: "Quran Recitation",
    level: "beginner",
  });

  const parent = newUser("Ruqayya");
  await signUp(page, parent);

  // A child, through the student modal.
  await page.goto("/parent/dashboard");
  await page
    .getByRole("button", { name: /^Add (Your First )?Child$/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Add child profile" });
  await dialog.getByLabel("Name").fill("Ibrahim");
  await dialog.getByLabel("Age").fill("8");
  await dialog.getByRole("combobox", { name: "Level" }).click();
  await page.getByRole("option", { name: "Beginner" }).click();
  await dialog.getByRole("button", { name: "Add Child" }).click();
  await expect(toast(page, "Student profile created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ibrahim" })).toBeVisible();

  // Search and filter, on the server.
  await page.goto("/browse-teachers");
  await page.getByPlaceholder("Search by specialization or qualifications...").fill(teacher.lastName);
  await expect(page.getByText("Found 1 qualified teacher(s)")).toBeVisible();
  await page.getByLabel("Subject").selectOption("Arabic Language");
  await expect(page.getByText("No Teachers Found")).toBeVisible();
  await page.getByLabel("Subject").selectOption("Quran Recitation");
  await page.getByLabel("Level").selectOption("beginner");
  await expect(page.getByText("Found 1 qualified teacher(s)")).toBeVisible();
  const card = page.getByRole("article", { name: `${teacher.firstName} ${teacher.lastName}` });
  await expect(card.getByText("New teacher")).toBeVisible();
  // The filters have reached the address, and the level's results have replaced the subject's (still shown,
  // dimmed, while they load): the card is final. (A search written by the list after 'Book Class', while the class
  // page's code loaded, once took this journey back to the list: fixed in use-browse-filters.ts and tested in
  // browse-teachers.test.tsx.)
  await expect(page).toHaveURL(/[?&]level=beginner(&|$)/);
  await expect(page.getByRole("list", { name: "Teachers" })).toHaveAttribute("aria-busy", "false");
  await card.getByRole("link", { name: /Book Class/ }).click();
  await expect(page).toHaveURL(`/class/${classId}/book`);
  await expect(page.getByRole("heading", { name: classTitle })).toBeVisible();

  // Step 1: next month's first open day (never past, never Sunday), its first free slot.
  await page.getByRole("button", { name: "Continue to Booking Details" }).click();
  await expect(toast(page, "Please select both date and time")).toBeVisible();
  await page.getByRole("button", { name: "Next month" }).click();
  const day = page.locator("button[data-date]:not([disabled])").first();
  const dayLabel = (await day.getAttribute("aria-label"))!;
  expect(dayLabel).not.toMatch(/^Sunday/);
  await day.click();
  await expect(page.getByText("Times shown in your time zone (America/New_York)")).toBeVisible();
  const slot = page
    .getByRole("list", { name: "Time slots" })
    .getByRole("button")
    .and(page.locator(":not([disabled])"))
    .first();
  const slotLabel = (await slot.getAttribute("aria-label"))!;
  expect(slotLabel).toMatch(/in Asia\/Karachi/); // a different zone: the teacher's own time is named too
  await slot.click();
  await page.getByRole("button", { name: "Continue to Booking Details" }).click();

  // Step 2: the only child is chosen already; add a note.
  await expect(page.getByRole("combobox", { name: "Student" })).toContainText("Ibrahim");
  await page.getByLabel(/Notes/).fill("Ibrahim knows Al-Fatiha already.");
  const created = page.waitForResponse((r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  expect((await created).status()).toBe(201);

  // Step 3: the summary from the class price, and the sandbox payment.
  await expect(page.getByText("Booking Created Successfully!")).toBeVisible();
  await expect(page.getByText("Secure payment powered by PayPal")).toBeVisible();
  const summary = page.getByRole("region", { name: /Payment summary/i });
  await expect(summary.getByText("$18.50").first()).toBeVisible();
  await expect(summary.getByText("$0.00")).toBeVisible();
  await page.getByRole("button", { name: "Sandbox payment" }).click();
  await expect(page.getByText("Payment Complete").first()).toBeVisible();

  // The dashboard shows it paid, and the money spent.
  await page.goto("/parent/dashboard");
  await page.getByRole("tab", { name: "Bookings" }).click();
  const row = page.getByRole("listitem").filter({ hasText: classTitle });
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: /Pay now/ })).toHaveCount(0);
  await expect(page.getByText("$18.50").first()).toBeVisible();

  // Another family sees the slot as taken.
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, timezoneId: "America/New_York" });
  const otherPage = await other.newPage();
  await signUpViaApi(otherPage, newUser("Hafsa"));
  await otherPage.goto(`/class/${classId}/book`);
  await otherPage.getByRole("button", { name: "Next month" }).click();
  await otherPage.getByRole("button", { name: dayLabel, exact: true }).click();
  const taken = otherPage.getByRole("button", { name: `${slotLabel}, Booked`, exact: true });
  await expect(taken).toBeVisible();
  await expect(taken).toBeDisabled();
  await other.close();
});
