// Bookings (api.md "Students and bookings").
import { Router, type Request } from "express";
import {
  bookingChangeSchema,
  bookingsQuerySchema,
  createBookingSchema,
  type BookingChangeValues,
  type BookingsQuery,
  type CreateBookingValues,
} from "@shared/bookings";
import { idParam } from "@shared/fields";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import type { PaymentGateway } from "../payments/gateway";
import { currentUser, requireAuth, requireRole } from "../middleware/require-role";
import type { MakeLimiter } from "../middleware/rate-limit";
import { parsed, validate } from "../middleware/validate";
import { sendPage } from "../paging";
import type { BookingChange } from "./bookings.rules";
import { createBooking, getBookingFor, listBookings, updateBooking } from "./bookings.service";

function changeOf(body: BookingChangeValues): BookingChange {
  if (body.change === "meeting") return { kind: "meeting", meetingUrl: body.meetingUrl };
  if (body.acceptMove) return { kind: "accept" };
  if (body.scheduledAt !== undefined) return { kind: "reschedule", scheduledAt: new Date(body.scheduledAt) };
  // `attended` is how a lesson was marked held before attendance had kinds: true is present, false absent.
  if (body.status === "completed")
    return { kind: "complete", attendance: body.attended === false ? "absent" : "present" };
  return { kind: "cancel", expectedRefund: body.expectedRefund };
}

export function bookingRoutes({
  db,
  mailer,
  gateway,
  limiter,
  bookingsPerUser = 30,
  changesPerUser = 30,
}: {
  db: Db;
  mailer?: Mailer;
  gateway: PaymentGateway;
  limiter: MakeLimiter;
  bookingsPerUser?: number;
  changesPerUser?: number;
}): Router {
  const router = Router();
  const deps = (req: Request) => ({ db, mailer, gateway, logger: req.log });
  // Bookings made per account (issue 31): a family books a few lessons at a time, a script re-holding slots many.
  const bookingRate = limiter({
    name: "booking-create",
    limit: bookingsPerUser,
    windowMs: 15 * 60 * 1000,
    message: "Too many bookings in a short time. Please wait a few minutes and try again.",
    keyGenerator: (req) => `user:${currentUser(req).id}`,
  });

  router.get("/bookings", requireAuth, validate(bookingsQuerySchema, "query"), async (req, res) => {
    sendPage(res, await listBookings(db, currentUser(req), parsed<BookingsQuery>(res, "query")));
  });

  // One booking: the booking wizard resumes a booking from a link ('Pay now') whatever page of the list it is on.
  router.get("/bookings/:id", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await getBookingFor(db, currentUser(req), id));
  });

  router.post("/bookings", requireRole("parent"), bookingRate, validate(createBookingSchema), async (req, res) => {
    res.status(201).json(await createBooking(deps(req), currentUser(req), req.body as CreateBookingValues));
  });

  // Changes that tell the other party (a move, a cancellation), per account: 40 moves sent 40 emails (issue 31).
  const changeRate = limiter({
    name: "booking-change",
    limit: changesPerUser,
    windowMs: 15 * 60 * 1000,
    message: "Too many changes in a short time. Please wait a few minutes and try again.",
    keyGenerator: (req) => `user:${currentUser(req).id}`,
  });
  router.patch("/bookings/:id", requireAuth, changeRate, validate(bookingChangeSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await updateBooking(deps(req), currentUser(req), id, changeOf(parsed<BookingChangeValues>(res))));
  });

  return router;
}
