import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Mails the server wrote instead of sending them (no SMTP_URL): `<DATA_DIR>/outbox/*.eml`. */
export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  /** The decoded text body. */
  text: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function outboxFiles(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith('.eml')).map((name) => path.join(dir, name));
}

/** Quoted-printable: `=` at a line end is a soft break, `=XX` a byte (`=3D` is `=`). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Folded header lines start with white space and continue the previous one.
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return {
    headers: parseHeaders(raw.slice(0, match.index)),
    body: raw.slice(match.index + match[0].length),
  };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain content of a (possibly multipart) message. */
export function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const { headers, body } = splitEntity(raw);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) {
    return { headers, text: decodeBody(headers, body) };
  }
  const parts = body.split(`--${boundary}`).slice(1);
  for (const part of parts) {
    if (part.startsWith('--')) break;
    const entity = splitEntity(part.replace(/^\r?\n/, ''));
    const partType = (entity.headers['content-type'] ?? 'text/plain').toLowerCase();
    if (partType.startsWith('text/plain')) {
      return { headers, text: decodeBody(entity.headers, entity.body) };
    }
  }
  return { headers, text: '' };
}

/**
 * Waits for the newest `.eml` written to `to` that was not in `seenBefore`, and decodes it.
 */
export async function waitForNewestMail(
  dataDir: string,
  options: { to: string; seenBefore: string[]; timeoutMs?: number },
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const seen = new Set(options.seenBefore);
  while (Date.now() < deadline) {
    const fresh = (await outboxFiles(dataDir)).filter((file) => !seen.has(file));
    const withTimes = await Promise.all(
      fresh.map(async (file) => ({ file, mtime: (await stat(file)).mtimeMs })),
    );
    withTimes.sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file));
    for (const { file } of withTimes) {
      const { headers, text } = parseMail(await readFile(file, 'utf8'));
      if ((headers.to ?? '').toLowerCase().includes(options.to.toLowerCase())) {
        return { file, headers, text };
      }
    }
    await sleep(200);
  }
  throw new Error(`No new mail to ${options.to} in ${path.join(dataDir, 'outbox')}`);
}

/** The reset link of a password-reset mail: `<PUBLIC_URL>/reset-password?token=...`. */
export function extractResetLink(mailText: string): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[^\s"'<>]+/.exec(mailText)?.[0];
  if (!link) throw new Error(`No reset link in the mail:\n${mailText}`);
  return link;
}
