import { formatFiat } from '@incasso/shared/money';
import type { Sale } from '@incasso/shared/pos';
import type { MailMessage } from '#server/modules/mail/mail-message.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain receipt: what was bought, the total, the coin and the transaction. English only. */
export function receiptEmail(to: string, merchantName: string, sale: Sale): MailMessage {
  const { payment } = sale;
  const money = (cents: number) => formatFiat(cents, payment.fiatCurrency, 'en');
  const lines = sale.lineItems.map(
    (line) => `${line.quantity} × ${line.name || line.kind} — ${money(line.totalCents)}`,
  );
  const footer = [
    `Total: ${money(payment.fiatCents)}`,
    `Paid: ${payment.amount} ${payment.symbol}`,
    payment.txHash ? `Transaction: ${payment.txHash}` : '',
  ].filter(Boolean);
  const text = [`Receipt from ${merchantName}`, '', ...lines, '', ...footer].join('\n');
  const html = `<h1>Receipt from ${escapeHtml(merchantName)}</h1><ul>${lines
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('')}</ul>${footer.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`;
  return { to, subject: `Your receipt from ${merchantName}`, text, html };
}
