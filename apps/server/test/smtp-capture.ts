import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  /** Header names in lower case; folded lines joined. */
  headers: Record<string, string>;
  subject: string;
  /** The whole raw body (all MIME parts, transfer-encoded as sent). */
  body: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ('' when there is none). */
  html: string;
  /** Every http(s) link in the text part. */
  links: string[];
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>` for config.smtpUrl. */
  url: string;
  messages: CapturedMail[];
  /** Resolves with the first message to `to` (in arrival order) not yet taken, waiting for it. */
  next(to: string, timeoutMs?: number): Promise<CapturedMail>;
  /** Refuse the next `count` messages with a temporary error (SMTP 451). */
  failNext(count: number): void;
  close(): Promise<void>;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** RFC 2047 encoded words ('=?UTF-8?Q?...?=' / '=?UTF-8?B?...?='), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** One text part of a (possibly multipart) body, decoded: a tiny split, enough for our emails. */
function textPart(
  headers: Record<string, string>,
  body: string,
  type: 'text/plain' | 'text/html' = 'text/plain',
): string {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).map((part) => {
        const split = part.search(/\r?\n\r?\n/);
        return { headers: parseHeaders(part.slice(0, split)), body: part.slice(split).trim() };
      })
    : [{ headers, body }];
  // An email with attachments nests its text and HTML in a multipart/alternative part.
  const nested = parts.find((part) => part.headers['content-type']?.startsWith('multipart/'));
  if (nested) return textPart(nested.headers, nested.body, type);
  // In a multipart body the preamble and the closing '--' have no headers and are skipped.
  const plain = parts.find((part) =>
    (part.headers['content-type'] ?? (boundary ? '' : 'text/plain')).startsWith(type),
  );
  if (!plain) return '';
  const encoding = plain.headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(plain.body);
  if (encoding === 'base64') return Buffer.from(plain.body, 'base64').toString('utf8');
  return plain.body;
}

/** A real SMTP server on a free port that keeps every message it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const waiters = new Set<() => void>();
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const headers = parseHeaders(raw.slice(0, split));
        const body = raw.slice(split).trim();
        const text = textPart(headers, body);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          headers,
          subject: decodeWords(headers.subject ?? ''),
          body,
          text,
          html: textPart(headers, body, 'text/html'),
          links: [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])],
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  // A client killed mid-conversation (kill -9 of the server under test) resets its connection:
  // what it had not finished sending was never received, which the tests count; not a crash.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const findUntaken = (to: string) =>
    messages.find(
      (m) => !taken.has(m) && m.to.some((address) => address.toLowerCase() === to.toLowerCase()),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to, timeoutMs = 10_000) {
      const found = await new Promise<CapturedMail | undefined>((resolve) => {
        const check = () => {
          const message = findUntaken(to);
          if (!message) return;
          cleanup();
          resolve(message);
        };
        const timer = setTimeout(() => (cleanup(), resolve(undefined)), timeoutMs);
        const cleanup = () => (clearTimeout(timer), waiters.delete(check));
        waiters.add(check);
        check();
      });
      if (!found) throw new Error(`no email to ${to} within ${timeoutMs} ms`);
      taken.add(found);
      return found;
    },
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
