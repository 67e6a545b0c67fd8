// The demo data set of the embedded database: seeded once, when the users table is empty.
import { count, sql } from "drizzle-orm";
import { classes, interviews, notifications, studentProfiles, teacherProfiles, users } from "@shared/schema";
import { hashPassword } from "../auth/password";
import type { Db } from "../db";
import { demoMeetingUrl, seedDemoLessons, type DemoClass } from "./demo-lessons";
import { seedDemoPlan } from "./demo-plan";
import { seedDemoEarnings } from "./demo-earnings";
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
        {
          parentId: parent.id,
          name: "Layla",
          age: 12,
          level: "intermediate",
          goals: "Memorise Juz 'Amma",
          specialNeeds: "Prefers female teachers",
        },
      ])
      .returning();

    const classIds: DemoClass[] = [];
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
        gender: t.gender,
        riwayat: t.riwayat,
        ijazah: t.verifiedIjazah?.ijazah ?? null,
        ijazahVerified: t.verifiedIjazah !== undefined,
        ijazahNote: t.verifiedIjazah?.note ?? null,
        ijazahVerifiedAt: t.verifiedIjazah ? new Date(Date.now() - 25 * 24 * 60 * 60 * 1000) : null,
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
        .values(
          t.classes.map((c) => ({
            ...c,
            teacherId: user.id,
            maxStudents: c.maxStudents ?? 1,
            meetingUrl: demoMeetingUrl(classIds.length + t.classes.indexOf(c)),
          })),
        )
        .returning();
      classIds.push(
        ...rows.map((r) => ({
          id: r.id,
          teacherId: r.teacherId,
          price: r.price,
          duration: r.duration,
          timeZone: t.timeZone,
        })),
      );
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
      gender: "male",
      riwayat: ["hafs"],
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

    // A history of lessons, reports and reviews, and upcoming lessons (demo-lessons.ts).
    await seedDemoLessons(tx, { parentId: parent.id, zaydId: zayd.id, laylaId: layla.id }, classIds);
    // Issue 33: Layla studies Juz 'Amma every week on a plan.
    await seedDemoPlan(tx, { parentId: parent.id, studentId: layla.id }, classIds[1]);
    // Issue 34: the ledger of those lessons, and where the teachers are paid (demo-earnings.ts).
    await seedDemoEarnings(tx, [...new Set(classIds.map((c) => c.teacherId))]);
    await tx.insert(notifications).values([
      {
        type: "teacher_application",
        title: "New teacher application",
        message: "Omar Farouk submitted a teacher application.",
        data: { userId: pending.id },
      },
      {
        type: "new_user",
        title: "New user registered",
        message: "Maryam Rahman (@parent) joined as a parent.",
        data: { userId: parent.id },
      },
    ]);
  });
}
