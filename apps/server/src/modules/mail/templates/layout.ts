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

/** Plain text for every client, and simple inline-styled HTML (mail clients drop <style>). */
export function renderEmail(to: string, content: EmailContent): MailMessage {
  const { paragraphs, action, footnote } = content;
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
  return { to, subject: content.subject, text, html };
}
