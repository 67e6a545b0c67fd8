// The only reader of process.env. Parsed once, fails fast with a message a newcomer can act on.
import path from "node:path";
import { z } from "zod";

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    // The address to listen on; by default see listenHost().
    HOST: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine(
        (v) => v === undefined || /^[A-Za-z0-9.:\-[\]]{1,255}$/.test(v),
        "must be an address such as 127.0.0.1, 0.0.0.0 or ::",
      ),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://"),
    DATA_DIR: z.string().trim().default("./data"),
    SESSION_SECRET: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
    PAYPAL_CLIENT_ID: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : undefined)),
    PAYPAL_CLIENT_SECRET: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : undefined)),
    PAYPAL_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
    PAYMENTS_SIMULATOR: z
      .enum(["true", "false", ""])
      .optional()
      .transform((v) => v === "true"),
    // Only for testing against a local stand-in for PayPal's REST API.
    PAYPAL_API_BASE_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^https?:\/\//.test(v), "must start with http:// or https://"),
    // smtp://user:pass@host:587 to send email; without it messages are written to DATA_DIR/mail.
    SMTP_URL: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^smtps?:\/\//.test(v), "must start with smtp:// or smtps://"),
    // The app's public address (https://halaqa.example), used in links sent by email (password reset). Without it a
    // link names the address the request came to, i.e. its Host header: set it in production.
    APP_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine(
        (v) => v === undefined || /^https?:\/\/[^/?#\s]+\/?$/.test(v),
        "must be an origin such as https://halaqa.example (no path)",
      )
      .transform((v) => v?.replace(/\/$/, "")),
    // Set when a reverse proxy terminates TLS, e.g. "1" (one hop) or "loopback"; enables Secure cookies over HTTPS.
    TRUST_PROXY: z.string().optional(),
    // How long the public teacher listing and the admin's counts may be served from memory (decision 024); 0 = off.
    READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    // For npm run bench: write the event loop's delay figures (JSON) to this file when the process exits.
    EVENT_LOOP_REPORT: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    // The job queue (lesson reminders, unpaid holds, report nudges; decision 046) runs in every process; JOBS=off
    // leaves it to the others (e.g. a process that only serves requests).
    JOBS: z
      .enum(["on", "off", ""])
      .optional()
      .transform((v) => v !== "off"),
    // How many server processes serve requests (node:cluster; decision 052). Default: 1 on the embedded demo database,
    // otherwise the number of cores.
    WEB_CONCURRENCY: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.coerce.number().int().min(1).max(64).optional(),
    ),
    // redis://host:6379 (or rediss://): rate limits are counted in Redis instead of PostgreSQL.
    REDIS_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^rediss?:\/\//.test(v), "must start with redis:// or rediss://"),
    // S3-compatible object storage for documents (server/storage); without S3_BUCKET they stay in DATA_DIR/uploads.
    S3_BUCKET: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine(
        (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
        "must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)",
      ),
    S3_REGION: z.string().trim().default("us-east-1"),
    // Another S3-compatible service (MinIO, R2, a local s3rver): its address; unset for AWS.
    S3_ENDPOINT: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^https?:\/\//.test(v), "must start with http:// or https://"),
    S3_ACCESS_KEY_ID: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : undefined)),
    S3_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : undefined)),
    // Path-style addresses (endpoint/bucket/key), which most S3-compatible servers need.
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", ""])
      .optional()
      .transform((v) => v === "true"),
  })
  // In production the sandbox simulator would mark bookings paid without money: it must be asked for by name.
  .refine((v) => v.NODE_ENV !== "production" || Boolean(v.PAYPAL_CLIENT_ID) || v.PAYMENTS_SIMULATOR, {
    message:
      "set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET in production (or PAYMENTS_SIMULATOR=true for a demo without real payments)",
    path: ["PAYPAL_CLIENT_ID"],
  })
  // The test stand-in would receive the PayPal credentials: never in production.
  .refine((v) => v.NODE_ENV !== "production" || !v.PAYPAL_API_BASE_URL, {
    message: "is for tests only and must not be set in production",
    path: ["PAYPAL_API_BASE_URL"],
  })
  // Reset links would otherwise name whatever Host a request claims (an attacker's site, through a proxy's default
  // host): in production the public address must be given.
  .refine((v) => v.NODE_ENV !== "production" || Boolean(v.APP_URL), {
    message:
      "set APP_URL to the app's public address (e.g. https://halaqa.example) in production: links in emails use it",
    path: ["APP_URL"],
  })
  .refine((v) => !v.S3_ACCESS_KEY_ID === !v.S3_SECRET_ACCESS_KEY, {
    message: "set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's default credentials)",
    path: ["S3_SECRET_ACCESS_KEY"],
  })
  // Half a PayPal configuration would silently fall back to the simulator; refuse it instead.
  .refine((v) => !v.PAYPAL_CLIENT_ID === !v.PAYPAL_CLIENT_SECRET, {
    message: "set both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or neither (the built-in sandbox simulator)",
    path: ["PAYPAL_CLIENT_SECRET"],
  });

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example for the settings.`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

/**
 * Where the server listens. The embedded demo database comes with accounts whose passwords are printed and
 * published, so without DATABASE_URL only this machine can reach it (loopback) unless HOST says otherwise; a
 * deployment with its own database listens on every interface by default.
 */
export function listenHost(env: Pick<Env, "HOST" | "DATABASE_URL">): string {
  return env.HOST ?? (env.DATABASE_URL ? "0.0.0.0" : "127.0.0.1");
}

/** Parses TRUST_PROXY into what Express's "trust proxy" setting accepts. */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
