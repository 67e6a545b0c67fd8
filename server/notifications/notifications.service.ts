// In-app notifications. userId NULL is the shared admin feed (see docs/decisions/002).
import type { NotificationType } from "@shared/constants";
import { notifications } from "@shared/schema";
import type { Db } from "../db";

type Tx = Pick<Db, "insert">;

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
}

export async function notifyAdmins(db: Tx, input: NotificationInput): Promise<void> {
  await db.insert(notifications).values({ ...input, userId: null });
}

export async function notifyUser(db: Tx, userId: number, input: NotificationInput): Promise<void> {
  await db.insert(notifications).values({ ...input, userId });
}
