// Classes: created by approved teachers, edited by their owner, listed per viewer.
import { and, count, desc, eq, sql } from "drizzle-orm";
import {
  CLASSES_CAP_MESSAGE,
  trialProblem,
  type ClassDetail,
  type ClassItem,
  type ClassUpdateInput,
  type ClassValues,
  type Slot,
  type SlotsQuery,
} from "@shared/classes";
import { CAPS } from "@shared/constants";
import type { Page, PageQuery } from "@shared/paging";
import { storedRating } from "@shared/rating";
import { classes, teacherProfiles, users, type ClassRow } from "@shared/schema";
import { lockOwner, refuseAtCap } from "../caps";
import type { Db } from "../db";
import { badRequest, forbidden, notFound } from "../http-error";
import { toClassItem } from "../teachers/teachers.service";
import { can, type Viewer } from "../viewer";
import { APPROVAL_REQUIRED } from "./classes.rules";
import { teacherListed } from "../teachers/listed";
import { offeredSlots } from "../scheduling/scheduling.service";
import { hoursOf } from "../scheduling/teacher-hours";

/**
 * A class as its owning teacher sees it: with its lesson link. Every other reader gets toClassItem, which names its
 * fields and so never carries the link (browse, class pages, other teachers).
 */
const ownClassItem = (c: ClassRow): ClassItem => ({ ...toClassItem(c), meetingUrl: c.meetingUrl });

async function isApprovedTeacher(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ status: teacherProfiles.verificationStatus })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, userId));
  return row?.status === "approved";
}

export async function createClass(db: Db, teacherId: number, values: ClassValues): Promise<ClassItem> {
  if (!(await isApprovedTeacher(db, teacherId))) throw forbidden(APPROVAL_REQUIRED);
  const row = await db.transaction(async (tx) => {
    await lockOwner(tx, teacherId);
    // Inactive classes count too: deactivating is not a way around the cap.
    const [{ n }] = await tx.select({ n: count() }).from(classes).where(eq(classes.teacherId, teacherId));
    refuseAtCap(n, CAPS.classesPerTeacher, CLASSES_CAP_MESSAGE);
    const [created] = await tx
      .insert(classes)
      .values({ ...values, teacherId })
      .returning();
    return created;
  });
  return ownClassItem(row);
}

export async function updateClass(db: Db, teacherId: number, id: number, values: ClassUpdateInput): Promise<ClassItem> {
  const changes = values as Partial<typeof classes.$inferInsert>;
  const row = await db.transaction(async (tx) => {
    // Scoped by owner: another teacher's class is simply not found.
    const mine = and(eq(classes.id, id), eq(classes.teacherId, teacherId));
    const [current] = await tx.select().from(classes).where(mine).for("update");
    if (!current) throw notFound("Class not found");
    // The trial is judged with the class as it will be: a lower price may leave a trial dearer than the class.
    const problem = trialProblem({
      price: changes.price ?? current.price,
      trialMinutes: changes.trialMinutes !== undefined ? changes.trialMinutes : current.trialMinutes,
      trialPrice: changes.trialPrice !== undefined ? changes.trialPrice : current.trialPrice,
    });
    if (problem) throw badRequest(`${problem.path}: ${problem.message}`);
    const [updated] = await tx.update(classes).set(changes).where(mine).returning();
    return updated;
  });
  return ownClassItem(row);
}

/** A teacher's own classes, active or not, newest first. */
export async function listOwnClasses(db: Db, teacherId: number, page: PageQuery): Promise<Page<ClassItem>> {
  const own = eq(classes.teacherId, teacherId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(classes)
      .where(own)
      .orderBy(desc(classes.createdAt), desc(classes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(classes).where(own),
  ]);
  return { items: rows.map(ownClassItem), total: n };
}

/** The active classes of listed teachers (approved, not suspended), newest first. */
export async function listPublicClasses(db: Db, page: PageQuery): Promise<Page<ClassItem>> {
  const listed = and(eq(classes.isActive, true), teacherListed);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ c: classes })
      .from(classes)
      .innerJoin(teacherProfiles, eq(teacherProfiles.userId, classes.teacherId))
      .where(listed)
      .orderBy(desc(classes.createdAt), desc(classes.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(classes)
      .innerJoin(teacherProfiles, eq(teacherProfiles.userId, classes.teacherId))
      .where(listed),
  ]);
  return { items: rows.map((r) => toClassItem(r.c)), total: n };
}

// The class page's statement runs on every view: prepared once per connection, PostgreSQL plans it once (planning
// cost more than running it: ~0.8 ms against ~0.4 ms). Its slots' statement is scheduling's (offeredSlots).
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return {
    visible: db
      .select({
        c: classes,
        firstName: users.firstName,
        lastName: users.lastName,
        p: teacherProfiles,
        listed: teacherListed,
      })
      .from(classes)
      .innerJoin(users, eq(users.id, classes.teacherId))
      .leftJoin(teacherProfiles, eq(teacherProfiles.userId, classes.teacherId))
      .where(eq(classes.id, sql.placeholder("id")))
      .prepare("class_page_class"),
  };
}
const statements = (db: Db) => {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = prepare(db)));
  return s;
};

/** One query: the class, its teacher's name and profile, and the teacher's rating; 404 unless the viewer may see it. */
async function visibleClass(db: Db, id: number, viewer: Viewer) {
  const [row] = await statements(db).visible.execute({ id });
  if (
    !row ||
    !can(viewer, "read class", {
      isActive: row.c.isActive,
      teacherId: row.c.teacherId,
      teacherApproved: row.listed === true,
    })
  ) {
    throw notFound("Class not found");
  }
  return row;
}

export async function getClass(db: Db, id: number, viewer: Viewer): Promise<ClassDetail> {
  const row = await visibleClass(db, id, viewer);
  return {
    ...(row.c.teacherId === viewer.id ? ownClassItem(row.c) : toClassItem(row.c)),
    teacher: {
      id: row.c.teacherId,
      firstName: row.firstName,
      lastName: row.lastName,
      experience: row.p?.experience ?? 0,
      specializations: row.p?.specializations ?? [],
      timeZone: row.p?.timeZone ?? "UTC",
      // The profile's stored figures (decision 054): no read of the reviews.
      rating: storedRating(row.p),
      reviewCount: row.p?.reviewCount ?? 0,
    },
  };
}

/** The class's slots (scheduling's offeredSlots) between two dates of the teacher's calendar, if the viewer may see it. */
export async function classSlots(
  db: Db,
  id: number,
  viewer: Viewer,
  query: SlotsQuery,
  now = new Date(),
): Promise<Slot[]> {
  const row = await visibleClass(db, id, viewer); // 404 unless the viewer may see it
  // The teacher sees their own class as families do: their notice applies to what is offered.
  return offeredSlots(db, row.c, hoursOf(row.p), query, now);
}
