import { expect } from '@playwright/test';

/** What the e2e mailbox (global-setup) received for an address, oldest first. */
export interface MailboxMessage {
  subject: string;
  text: string;
  links: string[];
}

export async function messagesTo(to: string): Promise<MailboxMessage[]> {
  const mailbox = process.env.E2E_MAILBOX_URL;
  if (!mailbox) throw new Error('E2E_MAILBOX_URL is not set: run through global-setup');
  const response = await fetch(`${mailbox}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as MailboxMessage[];
}

/** The pay-page link in the latest email to `to`, waiting up to `timeout` for one to arrive. */
export async function payLinkSentTo(to: string, timeout: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await messagesTo(to))
          .flatMap((message) => message.links)
          .findLast((url) => /^\/pay\/[0-9a-f-]{36}$/.test(new URL(url).pathname));
        return link;
      },
      { timeout },
    )
    .toBeDefined();
  return link ?? '';
}
