// createApp(deps): the whole Express app without listening, so supertest can drive it.
import express, { type Express } from "express";
import session from "express-session";
import type pg from "pg";
import pino, { type Logger } from "pino";
import { adminRoutes } from "./admin/admin.routes";
import { authRoutes } from "./auth/auth.routes";
import { emailVerificationRoutes } from "./auth/email-verification.routes";
import { configurePassport } from "./auth/passport";
import { PgSessionStore } from "./auth/session-store";
import { bookingRoutes } from "./bookings/bookings.routes";
import { planRoutes } from "./plans/plans.routes";
import { lessonRoutes, type CertificateLimits } from "./lessons/lessons.routes";
import { teacherHoursRoutes } from "./teacher-hours/teacher-hours.routes";
import { classRoutes } from "./classes/classes.routes";
import { dashboardRoutes } from "./dashboard/dashboard.routes";
import { earningsRoutes } from "./earnings/earnings.routes";
import { payoutRoutes } from "./earnings/payouts.routes";
import { messageHub } from "./messages/live";
import { messageRoutes } from "./messages/messages.routes";
import { documentRoutes } from "./documents/documents.routes";
import type { DocumentStorage } from "./storage/document-storage";
import { interviewRoutes } from "./interviews/interviews.routes";
import { teacherRoutes } from "./teachers/teachers.routes";
import type { Db } from "./db";
import { studentRoutes } from "./students/students.routes";
import type { PaymentGateway } from "./payments/gateway";
import { paymentRoutes } from "./payments/payments.routes";
import { simulatorGateway } from "./payments/simulator";
import { healthRoutes } from "./health/health.routes";
import { calendarFeedRoutes, calendarRoutes, type FeedLimits } from "./calendar/calendar.routes";
import { cityRoutes } from "./cities/cities.routes";
import { currencyRoutes } from "./currency/currency.routes";
import { memoryMailer, type Mailer } from "./mail/mailer";
import { notificationRoutes } from "./notify/notifications.routes";
import { reviewRoutes } from "./reviews/reviews.routes";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { createReadCache } from "./middleware/read-cache";
import { limiterFactory, type RedisCommander } from "./middleware/rate-limit";
import type { CacheBus } from "./middleware/cache-bus";
import { refuseCrossSite, requireJsonBodies, securityHeaders } from "./middleware/security";
import { requestLog } from "./middleware/request-log";
import { userRoutes } from "./users/users.routes";
import { passwordRoutes } from "./auth/password.routes";
import { authLimiters, type AuthLimits } from "./auth/auth-limiters";
import { contactRoutes } from "./contact/contact.routes";
import { servePages, sessionErrorMarks } from "./app-pages";
import { signInFormRoutes } from "./auth/sign-in-form.routes";

export const SESSION_COOKIE = "halaqa.sid";
/** Behind TLS in production: the __Host- prefix makes browsers insist on Secure, Path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = "__Host-halaqa.sid";
const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

export interface AppDeps {
  db: Db;
  pool: pg.Pool;
  sessionSecret: string;
  logger?: Logger;
  /** Express "trust proxy": set when TLS ends at a proxy, so req.secure (and Secure cookies) follow X-Forwarded-Proto. */
  trustProxy?: boolean | number | string;
  /** The built client (dist/public); when absent only the API is served. */
  staticDir?: string;
  /** Outgoing email; by default collected in memory (nothing leaves the process). */
  mailer?: Mailer;
  /** The app's public origin (APP_URL) for links in emails; without it, the origin the request came to. */
  appUrl?: string;
  /** This host's document folder (DATA_DIR/uploads); uploads arrive beside it before they are checked. */
  uploadsDir: string;
  /** Where documents are kept (server/storage): by default the local folder at uploadsDir; S3 for several hosts. */
  storage?: DocumentStorage;
  /** Production behind a TLS proxy: the session cookie is always Secure and named with the __Host- prefix. */
  secureCookies?: boolean;
  /** PayPal, or by default the offline sandbox simulator. */
  payments?: PaymentGateway;
  /** How long the public listing and the admin's counts may be served from memory (default 10 s; 0 turns it off). */
  readCacheTtlMs?: number;
  /** Tells the other server processes what a write changed (server/serve.ts: PostgreSQL LISTEN/NOTIFY). */
  cacheBus?: CacheBus;
  /** Live messages across processes (decision 098); without one, each process tells only its own readers. */
  messageBus?: CacheBus;
  /** Rate limits are counted in Redis when given (REDIS_URL), else in PostgreSQL; either way shared by every process. */
  redis?: RedisCommander;
  /** Put before every rate-limit key: tests give each app its own so their counts stay apart (default ""). */
  limitsPrefix?: string;
  /** Attempts per window; tests lower them to see the 429. */
  limits?: AuthLimits & {
    upload?: number;
    /** The public calendar feed (server/calendar/calendar.routes.ts). */
    calendarFeed?: FeedLimits;
    /** Certificate PDFs and public checks (server/lessons/lessons.routes.ts). */
    certificates?: CertificateLimits;
    /** Bookings a parent makes, and changes to bookings a user makes, per window (bookings.routes.ts). */
    bookingsPerUser?: number;
    bookingChangesPerUser?: number;
    /** Confirmation emails a user asks for again, per window (issue 31). */
    verificationResends?: number;
    /** Contact-page messages per sender and per email address an hour (issue 32). */
    contactPerHour?: number;
  };
}

export function createApp(deps: AppDeps): Express {
  const logger = deps.logger ?? pino({ level: "silent" });
  const app = express();
  // The simulator keeps its orders in the database, so every process can capture what another created.
  const payments = deps.payments ?? simulatorGateway(deps.pool);
  // PayPal's button is a script and frames from PayPal; only allowed when PayPal is in use.
  const paypalSources = payments.mode === "paypal" ? ["https://*.paypal.com", "https://*.paypalobjects.com"] : [];
  app.disable("x-powered-by");
  app.set("trust proxy", deps.trustProxy ?? false);

  app.use(requestLog(logger));
  app.use(securityHeaders(paypalSources));

  app.use(express.json({ limit: "100kb" }));
  // Every limiter's counts live in PostgreSQL or Redis, shared by all the processes serving the site.
  const limiter = limiterFactory({ pool: deps.pool, redis: deps.redis, prefix: deps.limitsPrefix });
  const { loginLimiter, registerLimiter, forgotLimiter, changeLimiter, clearSignInLimits } = authLimiters(
    limiter,
    deps.limits,
  );
  const cookieName = deps.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  // Sessions are read from PostgreSQL on every request, so every process agrees at once (decision 052).
  const sessions = session({
    name: cookieName,
    secret: deps.sessionSecret,
    store: new PgSessionStore({ pool: deps.pool, db: deps.db }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: deps.trustProxy ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      // Secure exactly when the request came over HTTPS (directly or via a trusted proxy); always in production.
      secure: deps.secureCookies ? true : "auto",
      maxAge: SESSION_MAX_AGE_MS,
      path: "/",
    },
  });
  const auth = configurePassport(deps.db);
  // Before the cross-site check: the browser sends a form's post with `Origin: null`; the route checks its own.
  app.use(signInFormRoutes({ db: deps.db, auth, session: sessions, loginLimiter }));

  // CSRF: a state-changing request must come from our own pages (server/middleware/security.ts).
  app.use(refuseCrossSite);
  app.use(["/api", "/order"], requireJsonBodies);

  app.use(healthRoutes({ pool: deps.pool }));
  // Public (the token is the credential) and before the pages, which would otherwise answer a calendar's GET.
  app.use(calendarFeedRoutes({ db: deps.db, appUrl: deps.appUrl, limiter, limits: deps.limits?.calendarFeed }));
  // The built client's files and pages (server/app-pages.ts); static files come before the session, never reading it.
  const sessionErrors = sessionErrorMarks();
  const pages = servePages({
    staticDir: deps.staticDir,
    cookieName,
    logger: deps.logger,
    isSessionError: sessionErrors.has,
  });
  if (pages) app.use(pages.beforeSession);

  const cache = createReadCache({ ttlMs: deps.readCacheTtlMs ?? 10_000, bus: deps.cacheBus });

  app.use(sessionErrors.marking(sessions));

  app.use(auth.initialize());
  app.use(sessionErrors.marking(auth.session()));
  // Empties what a write changed when it ends (decision 056); after the session, so a request the session refuses
  // (it never reaches a handler) counts for nothing.
  app.use(cache.invalidateOnWrites);

  // The app's page once the session is read: with the signed-in user (decision 034), without should reading fail.
  if (pages) app.use(pages.afterSession, pages.whenSessionFails);

  const given = deps.mailer ?? memoryMailer();
  // Links in emails are built on the app's origin (issue 32): a mailer made without one takes APP_URL.
  const mailer: Mailer =
    given.appUrl || !deps.appUrl ? given : { appUrl: deps.appUrl, send: (message) => given.send(message) };
  const api = express.Router();
  // API answers are per user: never kept by a shared cache, and revalidated by the browser (ETag) before reuse.
  api.use((_req, res, next) => {
    res.set("Cache-Control", "private, no-cache");
    next();
  });
  api.use(
    emailVerificationRoutes({
      db: deps.db,
      mailer,
      appUrl: deps.appUrl,
      limiter,
      resendsPerUser: deps.limits?.verificationResends,
    }),
  );
  api.use(authRoutes({ db: deps.db, auth, cookieName, loginLimiter, registerLimiter, mailer, appUrl: deps.appUrl }));
  api.use(userRoutes({ db: deps.db }));
  api.use(
    passwordRoutes({
      db: deps.db,
      mailer,
      appUrl: deps.appUrl,
      logger: deps.logger,
      forgotLimiter,
      changeLimiter,
      clearSignInLimits,
    }),
  );
  api.use(dashboardRoutes({ db: deps.db, cache }));
  api.use(teacherRoutes({ db: deps.db, mailer, cache, gateway: payments }));
  api.use(
    documentRoutes({
      db: deps.db,
      uploadsDir: deps.uploadsDir,
      storage: deps.storage,
      limiter,
      uploadLimit: deps.limits?.upload,
      mailer,
    }),
  );
  api.use(classRoutes({ db: deps.db }));
  api.use(teacherHoursRoutes({ db: deps.db }));
  api.use(studentRoutes({ db: deps.db }));
  api.use(
    bookingRoutes({
      db: deps.db,
      mailer,
      gateway: payments,
      limiter,
      bookingsPerUser: deps.limits?.bookingsPerUser,
      changesPerUser: deps.limits?.bookingChangesPerUser,
    }),
  );
  api.use(planRoutes({ db: deps.db, mailer, gateway: payments, limiter }));
  api.use(
    lessonRoutes({
      db: deps.db,
      gateway: payments,
      mailer,
      appUrl: deps.appUrl,
      limiter,
      limits: deps.limits?.certificates,
    }),
  );
  api.use(interviewRoutes({ db: deps.db, mailer }));
  api.use(adminRoutes({ db: deps.db, mailer, gateway: payments }));
  api.use(earningsRoutes({ db: deps.db, mailer, limiter }));
  api.use(payoutRoutes({ db: deps.db, mailer, gateway: payments, limiter }));
  const hub = messageHub({ db: deps.db, bus: deps.messageBus, logger: deps.logger });
  api.use(messageRoutes({ db: deps.db, mailer, limiter, hub, appUrl: deps.appUrl }));
  api.use(notificationRoutes({ db: deps.db }));
  api.use(reviewRoutes({ db: deps.db, mailer }));
  api.use(calendarRoutes({ db: deps.db, appUrl: deps.appUrl }));
  api.use(cityRoutes());
  api.use(currencyRoutes({ db: deps.db }));
  api.use(contactRoutes({ db: deps.db, limiter, perHour: deps.limits?.contactPerHour }));
  api.use(apiNotFound);
  app.use("/api", api);
  app.use(paymentRoutes({ db: deps.db, gateway: payments, mailer }));

  // Anything else (a non-HTML GET, an unknown method or path) is a JSON 404, never Express's HTML page.
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
