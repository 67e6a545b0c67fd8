// The demo data set of the embedded database: seeded once, when the users table is empty.
import { count, sql } from "drizzle-orm";
import { bookings, classes, interviews, notifications, reviews, studentProfiles, teacherProfiles, users } from "@shared/schema";
import { instantIn, wallClockIn } from "@shared/wall-clock";
import { hashPassword } from "../auth/password";
import type { Db } from "../db";
import { DEMO_TEACHERS } from "./demo-teachers";

export const DEMO_PASSWORD = "halaqa-demo";

export const DEMO_ACCOUNTS = [
  { role: "admin", username: "admin", password: DEMO_PASSWORD, note: "platform administrator" },
  { role: "parent", username: "parent", password: DEMO_PASSWORD, note: "Maryam Rahman, two children" },
  { role: "teacher", username: "ustadha.aisha", password: DEMO_PASSWORD, note: "approved teacher with classes" },
  { role: "teacher", username: "applicant", password: DEMO_PASSWORD, note: "application pending review" },
  { role: "teacher", username: "needs.work", password: DEMO_PASSWORD, note: "application needs improvement" },
] as const;

export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await seedDemo(db);
  return true;
}

export async function seedDemo(db: Db): Promise<void> {
  const password = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // Serialise concurrent first starts.
    await tx.execute(sql`LOCK TABLE users IN EXCLUSIVE MODE`);
    const [{ n }] = await tx.select({ n: count() }).from(users);
    if (n > 0) return;

    const mk = (u: { username: string; firstName: string; lastName: string; role: "admin" | "parent" | "teacher" }) =>
      tx
        .insert(users)
        .values({
          username: u.username,
          email: `${u.username.replace(/\./g, "-")}@halaqa.example`,
          password,
          firstName: u.firstName,
          lastName: u.lastName,
          userType: u.role,
          roles: [u.role],
          currentRole: u.role,
        })
        .returning()
        .then((r) => r[0]);

    const admin = await mk({ username: "admin", firstName: "Ibrahim", lastName: "Malik", role: "admin" });
    const parent = await mk({ username: "parent", firstName: "Maryam", lastName: "Rahman", role: "parent" });
    const [zayd, layla] = await tx
      .insert(studentProfiles)
      .values([
        { parentId: parent.id, name: "Zayd", age: 9, level: "beginner", goals: "Read the Quran fluently with tajweed" },
        { parentId: parent.id, name: "Layla", age: 12, level: "intermediate", goals: "Memorise Juz 'Amma", specialNeeds: "Prefers female teachers" },
      ])
      .returning();

    const classIds: { id: number; teacherId: number; price: string; duration: number; timeZone: string }[] = [];
    for (const t of DEMO_TEACHERS) {
      const user = await mk({ ...t, role: "teacher" });
      await tx.insert(teacherProfiles).values({
        userId: user.id,
        bio: t.bio,
        qualifications: t.qualifications,
        experience: t.experience,
        hourlyRate: t.hourlyRate,
        phoneNumber: "+44 20 7946 0000",
        specializations: t.specializations,
        languages: t.languages,
        timeZone: t.timeZone,
        availableHours: "Weekdays 14:00–19:00, Saturdays 09:00–12:00",
        verificationStatus: "approved",
        idVerified: true,
        policeCheckVerified: true,
        interviewCompleted: true,
        feedback: "Application approved",
      });
      // Their vetting interview, as the approval requires.
      await tx.insert(interviews).values({
        teacherId: user.id,
        adminId: admin.id,
        scheduledAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
        status: "completed",
        result: "approved",
        notes: "Initial teacher evaluation interview",
        feedback: "Clear, patient teaching; strong subject knowledge.",
      });
      const rows = await tx
        .insert(classes)
        .values(t.classes.map((c) => ({ ...c, teacherId: user.id, maxStudents: c.maxStudents ?? 1 })))
        .returning();
      classIds.push(...rows.map((r) => ({ id: r.id, teacherId: r.teacherId, price: r.price, duration: r.duration, timeZone: t.timeZone })));
    }

    const pending = await mk({ username: "applicant", firstName: "Omar", lastName: "Farouk", role: "teacher" });
    await tx.insert(teacherProfiles).values({
      userId: pending.id,
      bio: "Recent graduate eager to teach Quran recitation to beginners.",
      qualifications: "BA Islamic Studies",
      experience: 1,
      hourlyRate: "15.00",
      phoneNumber: "+1 555 010 2030",
      specializations: ["Quran Recitation"],
      languages: ["English", "Arabic"],
      verificationStatus: "pending",
      idVerified: true,
    });
    const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    inAWeek.setUTCHours(14, 0, 0, 0);
    await tx.insert(interviews).values({
      teacherId: pending.id,
      adminId: admin.id,
      scheduledAt: inAWeek,
      status: "scheduled",
      notes: "Initial teacher evaluation interview",
    });
    const rejected = await mk({ username: "needs.work", firstName: "Sara", lastName: "Ahmed", role: "teacher" });
    await tx.insert(teacherProfiles).values({
      userId: rejected.id,
      bio: "I teach Islamic history.",
      qualifications: "",
      experience: 0,
      hourlyRate: "10.00",
      specializations: ["Islamic History"],
      languages: ["English"],
      verificationStatus: "rejected",
      feedback: "Please add your qualifications and upload a police clearance certificate.",
    });

    // A little history so dashboards show real figures: one completed, paid lesson with a review, one upcoming.
    const day = 24 * 60 * 60 * 1000;
    const at = (offsetDays: number, hourUtc: number) => {
      const d = new Date(Date.now() + offsetDays * day);
      d.setUTCHours(hourUtc, 0, 0, 0);
      return d;
    };
    const first = classIds[0];
    const past = at(-7, 15);
    const [done] = await tx
      .insert(bookings)
      .values({
        classId: first.id,
        studentId: zayd.id,
        parentId: parent.id,
        teacherId: first.teacherId,
        scheduledAt: past,
        endsAt: new Date(past.getTime() + first.duration * 60_000),
        status: "completed",
        paymentStatus: "paid",
        amount: first.price,
        attended: true,
      })
      .returning();
    // Upcoming lessons sit on real slots of the teacher's calendar (16:00 there, never a Sunday): one paid,
    // one still to pay so the demo shows 'Pay now'.
    const upcoming = (cls: (typeof classIds)[number], daysAhead: number, time: string) => {
      const date = weekdayIn(cls.timeZone, daysAhead);
      const startsAt = instantIn(date, time, cls.timeZone);
      return { scheduledAt: startsAt, endsAt: new Date(startsAt.getTime() + cls.duration * 60_000) };
    };
    await tx.insert(bookings).values([
      {
        classId: classIds[1].id,
        studentId: layla.id,
        parentId: parent.id,
        teacherId: classIds[1].teacherId,
        ...upcoming(classIds[1], 3, "16:00"),
        status: "scheduled",
        paymentStatus: "paid",
        amount: classIds[1].price,
      },
      {
        classId: first.id,
        studentId: zayd.id,
        parentId: parent.id,
        teacherId: first.teacherId,
        ...upcoming(first, 5, "17:00"),
        status: "scheduled",
        paymentStatus: "pending",
        amount: first.price,
      },
    ]);
    await tx.insert(reviews).values({
      teacherId: first.teacherId,
      parentId: parent.id,
      bookingId: done.id,
      rating: 5,
      comment: "Zayd looks forward to every lesson. Patient and encouraging.",
    });
    await tx.insert(notifications).values([
      { type: "teacher_application", title: "New teacher application", message: "Omar Farouk submitted a teacher application.", data: { userId: pending.id } },
      { type: "new_user", title: "New user registered", message: "Maryam Rahman (@parent) joined as a parent.", data: { userId: parent.id } },
    ]);
  });
}

/** The calendar date `daysAhead` days from now in `timeZone`, moved to Monday if it is a Sunday. */
function weekdayIn(timeZone: string, daysAhead: number): string {
  const dateAt = (ms: number) => wallClockIn(new Date(ms), timeZone).date;
  let t = Date.now() + daysAhead * 86_400_000;
  while (new Date(`${dateAt(t)}T12:00:00Z`).getUTCDay() === 0) t += 86_400_000;
  return dateAt(t);
}
