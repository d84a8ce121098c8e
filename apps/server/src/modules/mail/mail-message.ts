/** One email, rendered: the same content as plain text and as HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the email (an invoice's PDF), base64 so the queued job stays JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** Where rendered emails go: an SMTP server, or the development outbox. */
export interface MailTransport {
  /** `messageId` stays the same across retries of one email, so receivers can drop repeats. */
  deliver(message: MailMessage & { from: string; messageId: string }): Promise<void>;
  close(): void;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/** The links in an email's text, for logs and the development outbox. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}
