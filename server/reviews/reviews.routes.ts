// Reviews (api.md "Reviews"): writing one, the teacher's reply, and a teacher's reviews for their page.
import { Router } from "express";
import { idParam } from "@shared/fields";
import { pageQuerySchema, type PageQuery } from "@shared/paging";
import { createReviewSchema, reviewReplySchema } from "@shared/reviews";
import type { Db } from "../db";
import type { Mailer } from "../mail/mailer";
import { currentUser, requireAuth } from "../middleware/require-role";
import { parsed, validate } from "../middleware/validate";
import { sendPage } from "../paging";
import { createReview, listTeacherReviews, replyToReview } from "./reviews.service";

export function reviewRoutes({ db, mailer }: { db: Db; mailer: Mailer }): Router {
  const router = Router();

  // Who may is decided on the booking (its parent), not by a role: anyone else learns nothing of it.
  router.post("/reviews", requireAuth, validate(createReviewSchema), async (req, res) => {
    res.status(201).json(await createReview({ db, mailer, logger: req.log }, currentUser(req), req.body));
  });

  router.post("/reviews/:id/reply", requireAuth, validate(reviewReplySchema), async (req, res) => {
    const { id } = idParam.parse(req.params);
    res
      .status(201)
      .json(
        await replyToReview(
          { db, mailer, logger: req.log },
          currentUser(req),
          id,
          (req.body as { reply: string }).reply,
        ),
      );
  });

  router.get("/teachers/:id/reviews", requireAuth, validate(pageQuerySchema, "query"), async (req, res) => {
    const { id } = idParam.parse(req.params);
    sendPage(res, await listTeacherReviews(db, currentUser(req), id, parsed<PageQuery>(res, "query")));
  });

  return router;
}
