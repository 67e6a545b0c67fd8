// Bookings (api.md "Students and bookings").
import { Router } from "express";
import { createBookingSchema, updateBookingSchema, type CreateBookingValues } from "@shared/bookings";
import { pageQuerySchema, type PageQuery } from "@shared/paging";
import { idParam } from "@shared/fields";
import type { z } from "zod";
import type { Db } from "../db";
import { currentUser, requireAuth, requireRole } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { sendPage } from "../paging";
import type { BookingChange } from "./bookings.rules";
import { createBooking, getBookingFor, listBookings, updateBooking } from "./bookings.service";

export function bookingRoutes({ db }: { db: Db }): Router {
  const router = Router();

  router.get("/bookings", requireAuth, validate(pageQuerySchema, "query"), async (req, res) => {
    sendPage(res, await listBookings(db, currentUser(req), parsed<PageQuery>(res, "query")));
  });

  // One booking: the booking wizard resumes a booking from a link ('Pay now') whatever page of the list it is on.
  router.get("/bookings/:id", requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json(await getBookingFor(db, currentUser(req), id));
  });

  router.post("/bookings", requireRole("parent"), validate(createBookingSchema), async (req, res) => {
    res.status(201).json(await createBooking(db, currentUser(req).id, req.body as CreateBookingValues));
  });

  router.patch("/bookings/:id", requireAuth, validate(updateBookingSchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    const body = req.body as z.output<typeof updateBookingSchema>;
    const change: BookingChange =
      body.scheduledAt !== undefined
        ? { kind: "reschedule", scheduledAt: new Date(body.scheduledAt) }
        : body.status === "completed"
          ? { kind: "complete", attended: body.attended ?? true }
          : { kind: "cancel" };
    res.json(await updateBooking(db, currentUser(req).id, id, change));
  });

  return router;
}
