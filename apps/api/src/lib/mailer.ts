import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** True when mails are written to the outbox folder instead of being sent. */
  readonly usesOutbox: boolean;
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set; otherwise each mail becomes an `.eml`
 * file in `DATA_DIR/outbox/`, so a local operator can still follow a reset link.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    const smtp = once(() => transportOf(smtpUrl));
    return {
      usesOutbox: false,
      async send(mail) {
        await (await smtp()).sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = once(() => transportOf({ streamTransport: true, buffer: true }));
  return {
    usesOutbox: true,
    async send(mail) {
      const info = await (await outbox()).sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, file }, 'mail written to the outbox');
    },
  };
}

/** nodemailer is loaded at the first mail: mails are rare, the server's idle memory counts. */
async function transportOf(options: string | { streamTransport: true; buffer: true }) {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(options) as Transporter;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
