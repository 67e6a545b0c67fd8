// Outgoing email. With SMTP_URL it sends through that server; otherwise each message is written as an .eml file
// to DATA_DIR/mail (there is no mail server offline) and logged, so the demo and tests can read what was sent.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The app's public origin (APP_URL) that links in the emails it carries are built on (issue 32). */
  readonly appUrl?: string;
}

/** Where the links of an email lead when no origin is configured: the default local server. */
export const LOCAL_APP_URL = "http://localhost:5000";

const FROM = "Halaqa <no-reply@halaqa.example>";

export function createMailer(opts: {
  smtpUrl?: string;
  outboxDir: string;
  appUrl?: string;
  logger?: Pick<Logger, "error" | "info">;
}): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    appUrl: opts.appUrl,
    async send(message) {
      try {
        const info = await transport.sendMail({ from: FROM, ...message });
        if (!opts.smtpUrl) {
          fs.mkdirSync(opts.outboxDir, { recursive: true, mode: 0o700 });
          const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
          await fs.promises.writeFile(
            path.join(opts.outboxDir, name),
            (info as unknown as { message: Buffer }).message,
            { mode: 0o600 },
          );
          opts.logger?.info({ subject: message.subject, file: name }, "email written to the mail folder");
        }
      } catch (err) {
        // Email is a courtesy: the in-app notification already recorded the event.
        opts.logger?.error({ err: { message: (err as Error).message } }, "email could not be sent");
      }
    },
  };
}

/** Collects messages in memory (tests, and the default when no mailer is given). */
export function memoryMailer(appUrl?: string): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    appUrl,
    async send(message) {
      sent.push(message);
    },
  };
}
