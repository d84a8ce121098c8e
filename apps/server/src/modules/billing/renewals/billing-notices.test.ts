import { describe, expect, it, vi } from 'vitest';
import type { MailSender } from '#server/modules/mail/mail.module.ts';
import { createBillingNotices } from './billing-notices.ts';

// Issue 23: billing notices concern the merchant's owner, who may no longer be the founder
// whose account the merchant is (ownership was transferred).

const FOUNDER = '00000000-0000-4000-8000-00000000000f';
const OWNER = '00000000-0000-4000-8000-00000000000a';
const contacts: Record<string, { email: string; locale: 'it' | 'en' }> = {
  [FOUNDER]: { email: 'founder@shop.it', locale: 'it' },
  [OWNER]: { email: 'owner@shop.it', locale: 'en' },
};

function notices(owners: string[]) {
  const notify = vi.fn(async (..._call: unknown[]) => undefined);
  const send = vi.fn(async (..._call: unknown[]) => undefined);
  const service = createBillingNotices({
    notifications: { notify },
    mail: { send } as unknown as MailSender,
    contact: async (userId) => contacts[userId],
    audience: async () => owners,
    planName: async () => 'Plus',
    publicUrl: 'https://incasso.example',
  });
  return { service, notify, send };
}

describe('billing notices', () => {
  it('go to the owner, in the app and by email, not to the founder who handed the shop on', async () => {
    const { service, notify, send } = notices([OWNER]);
    await service.reminder(FOUNDER, 'plus', new Date('2027-02-01T00:00:00Z'), 7);
    await service.ended(FOUNDER, 'plus', new Date('2027-02-01T00:00:00Z'));
    await service.activated(FOUNDER, 'plus', new Date('2027-03-01T00:00:00Z'), 'event-1');
    expect(notify.mock.calls.map((call) => call[0])).toEqual([OWNER, OWNER, OWNER]);
    const recipients = send.mock.calls.map((call) => call[0] as { to: string });
    expect(recipients.map((message) => message.to)).toEqual(['owner@shop.it', 'owner@shop.it']);
  });

  it('keep the founder-owner’s ids, so a notice told before teams is not told again', async () => {
    const before = notices([FOUNDER]);
    const after = notices([OWNER]);
    const endsOn = new Date('2027-02-01T00:00:00Z');
    await before.service.reminder(FOUNDER, 'plus', endsOn, 1);
    await after.service.reminder(FOUNDER, 'plus', endsOn, 1);
    const idOf = (mock: typeof before.notify) =>
      (mock.mock.calls[0]?.[3] as { sourceEventId: string }).sourceEventId;
    // The founder's id is the cause's own; another owner's is derived from it, once per person.
    expect(idOf(before.notify)).not.toBe(idOf(after.notify));
    await after.service.reminder(FOUNDER, 'plus', endsOn, 1);
    expect(idOf(after.notify)).toBe(
      (after.notify.mock.calls[1]?.[3] as { sourceEventId: string }).sourceEventId,
    );
  });
});
