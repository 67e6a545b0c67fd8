// Issue 35 in the browser: a parent messages a teacher about a child, the answer arrives live, a phone number is
// refused, the parent reports the conversation, and an admin reads it and suspends the teacher. At 375 and 1280 px.
import {
  approvedTeacherWithClass,
  capture,
  captureBoth,
  createAccount,
  createAdmin,
  expect,
  signInViaApi,
  test,
  toast,
} from "./fixtures";

test.use({ timezoneId: "Europe/London" });

test("a parent and a teacher message about a child; a phone number is refused; a report ends in a suspension", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { teacher } = await approvedTeacherWithClass(browser, {
    timeZone: "Europe/London",
    classTitle: `Hifz Circle ${Date.now().toString(36)}`,
    price: "18",
    subject: "Quran Memorization",
    level: "beginner",
  });
  const teacherName = `${teacher.firstName} ${teacher.lastName}`;

  // The parent, made in the database (page sign-ups are limited per address), with a child.
  const parent = await createAccount("parent", "Sumayya", `Msg${Date.now().toString(36)}`);
  const parentName = `${parent.firstName} ${parent.lastName}`;
  await signInViaApi(page, parent);
  const child = await page.request.post("/api/student/profile", {
    data: { name: "Yusuf", age: 9, level: "beginner", goals: "Juz Amma by heart" },
  });
  expect(child.status(), await child.text()).toBe(201);

  // The teacher signs in in a browser of their own; their user id opens their profile.
  const teacherCtx = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const teacherPage = await teacherCtx.newPage();
  await signInViaApi(teacherPage, teacher);
  const teacherUserId = (await (await teacherPage.request.get("/api/user")).json()).id as number;

  // The parent opens the conversation from the teacher's profile and asks a question about Yusuf.
  await page.goto(`/teachers/${teacherUserId}`);
  await page.getByRole("button", { name: "Message the teacher" }).click();
  await expect(page).toHaveURL(/\/messages\?c=\d+$/);
  const conversationId = Number(new URL(page.url()).searchParams.get("c"));
  const thread = page.getByRole("region", { name: teacherName });
  await expect(thread).toBeVisible();
  const composer = page.getByRole("form", { name: "Write a message" });
  await composer.getByLabel("Which child is it about?").selectOption({ label: "Yusuf" });
  const question = "Assalamu alaikum. Yusuf finds Surah An-Naba hard; how long should he revise each day?";
  await composer.getByRole("textbox", { name: "Message" }).fill(question);
  await composer.getByRole("button", { name: "Send" }).click();
  const parentMessages = thread.getByRole("list", { name: "Messages" });
  await expect(parentMessages.getByRole("listitem").filter({ hasText: question })).toContainText("About Yusuf");
  await expect(composer.getByRole("textbox", { name: "Message" })).toHaveValue("");

  // The teacher: the unread count in the header, then the conversation with the question about Yusuf; an answer.
  await teacherPage.goto("/messages");
  await expect(teacherPage.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
  await teacherPage.getByRole("navigation", { name: "Conversations" }).getByRole("link", { name: parentName }).click();
  const teacherThread = teacherPage.getByRole("region", { name: parentName });
  const asked = teacherThread.getByRole("listitem").filter({ hasText: question });
  await expect(asked).toContainText("About Yusuf");
  await expect(teacherPage.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  const answer = "Wa alaikum assalam. Ten minutes a day, five verses at a time, and we will go over them in class.";
  const teacherComposer = teacherPage.getByRole("form", { name: "Write a message" });
  await teacherComposer.getByRole("textbox", { name: "Message" }).fill(answer);
  await teacherComposer.getByRole("button", { name: "Send" }).click();
  await expect(teacherThread.getByRole("listitem").filter({ hasText: answer })).toBeVisible();

  // The parent sees the answer arrive on the open page, without a reload (the live stream).
  await expect(parentMessages.getByRole("listitem").filter({ hasText: answer })).toBeVisible({ timeout: 15_000 });
  await captureBoth(page, "messages-parent-thread");

  // A phone number: the composer says why not and Send is disabled; the server refuses it too (422, nothing stored).
  const textbox = composer.getByRole("textbox", { name: "Message" });
  await textbox.fill("Please call me on 07700 900 123 this evening");
  await expect(composer.getByRole("alert")).toHaveText("Phone numbers are not allowed in messages.");
  await expect(textbox).toHaveAttribute("aria-invalid", "true");
  await expect(composer.getByRole("button", { name: "Send" })).toBeDisabled();
  const forced = await page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: "Please call me on 07700 900 123 this evening" },
  });
  expect(forced.status(), await forced.text()).toBe(422);
  const stored = (await (await page.request.get(`/api/conversations/${conversationId}/messages`)).json()) as {
    items: { body: string }[];
  };
  expect(stored.items.map((m) => m.body)).toEqual([question, answer]);
  await textbox.fill("");

  // The parent reports the conversation with a reason.
  await thread.getByRole("button", { name: "Report" }).click();
  const reportDialog = page.getByRole("dialog", { name: "Report this conversation" });
  await reportDialog.getByRole("button", { name: "Report the conversation" }).click();
  await expect(reportDialog.getByRole("alert")).toHaveText("Please say what is wrong, in 3 to 1000 characters");
  const reason = "The teacher asked to move our lessons to WhatsApp and to pay outside Halaqa.";
  await reportDialog.getByLabel("Reason").fill(reason);
  await reportDialog.getByRole("button", { name: "Report the conversation" }).click();
  await expect(toast(page, "Conversation reported")).toBeVisible();
  await expect(reportDialog).toHaveCount(0);
  await toast(page, "Conversation reported").getByRole("button").click();
  await expect(toast(page, "Conversation reported")).toHaveCount(0);

  // The same thread in Arabic, right to left, on a phone.
  expect((await page.request.patch("/api/user/preferences", { data: { language: "ar" } })).status()).toBe(200);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "الرسائل" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("listitem").filter({ hasText: answer })).toBeVisible();
  await capture(page, "messages-parent-thread-ar", 375);
  await teacherCtx.close();

  // An admin: the report on the Reports tab, the conversation read, and the teacher suspended with a reason.
  await page.request.post("/api/logout");
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, await createAdmin());
  await page.goto("/admin/dashboard?tab=reports");
  await expect(page.getByRole("tab", { name: "Reports", selected: true })).toBeVisible();
  const item = page
    .getByRole("list", { name: "Reported conversations" })
    .getByRole("listitem")
    .filter({ hasText: parentName });
  await expect(item).toContainText(teacherName);
  await expect(item).toContainText(reason);
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureBoth(page, "messages-admin-reports");

  await item.getByRole("button", { name: "Read conversation" }).click();
  const reading = page.getByRole("dialog", { name: `${parentName} and ${teacherName}` });
  await expect(reading.getByRole("listitem").filter({ hasText: question })).toContainText(parentName);
  await expect(reading.getByRole("listitem").filter({ hasText: answer })).toContainText(teacherName);
  await expect(reading.getByRole("form", { name: "Write a message" })).toHaveCount(0);
  await reading.getByRole("button", { name: "Close" }).click();
  await expect(reading).toHaveCount(0);

  await item.getByRole("button", { name: `Suspend teacher ${teacherName}` }).click();
  const suspend = page.getByRole("dialog");
  await suspend.getByLabel("Reason (sent to the user)").fill("Asked a family to move lessons and payment off Halaqa.");
  await suspend.getByRole("button", { name: "Suspend Account" }).click();
  await expect(toast(page, "Account Suspended")).toContainText(`${teacherName} can no longer sign in.`);
  await page.request.post("/api/logout");
  const login = await page.request.post("/api/login", {
    data: { username: teacher.username, password: teacher.password },
  });
  expect(login.status(), await login.text()).toBe(403);
});
