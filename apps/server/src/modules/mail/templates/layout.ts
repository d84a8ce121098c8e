import type { MailMessage } from '../mail-message.ts';

/** What every Incasso email says: a few paragraphs around one button with its link. */
export interface EmailContent {
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Below the button: why the reader got this and what to do if it was not them. */
  footnote: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// Line breaks and other control characters, and the marks that reorder text on screen.
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * One line of text, whatever it held: merchants' and customers' words (names, descriptions)
 * sit inside our sentences, and a line break in them would let them fake paragraphs of their
 * own in the plain-text part or the subject (issue 18).
 */
export function oneLine(value: string): string {
  return value.replace(BIDI_CONTROLS, '').replace(BREAKS, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * Plain text for every client, and simple inline-styled HTML (mail clients drop <style>). Every
 * piece of text is one line, escaped in the HTML: what a merchant typed is shown as text only.
 */
export function renderEmail(to: string, content: EmailContent): MailMessage {
  const paragraphs = content.paragraphs.map(oneLine);
  const footnote = oneLine(content.footnote);
  const action = { label: oneLine(content.action.label), url: content.action.url };
  const text = [...paragraphs, `${action.label}: ${action.url}`, footnote, '— Incasso'].join(
    '\n\n',
  );
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">Incasso</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${url}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(footnote)}<br><a href="${url}" style="color:#6b7280;word-break:break-all">${url}</a></p>
</div></body></html>`;
  return { to, subject: oneLine(content.subject), text, html };
}
