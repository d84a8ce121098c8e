import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createDevOutbox, DEV_OUTBOX_SIZE } from './dev-outbox.ts';
import { verifyEmailMessage } from './templates/verify-email.ts';

const FROM = 'Incasso <no-reply@incasso.test>';

describe('development outbox', () => {
  it('keeps the newest emails with their links, at most DEV_OUTBOX_SIZE', async () => {
    const outbox = createDevOutbox(pino({ level: 'silent' }));
    for (let i = 0; i < DEV_OUTBOX_SIZE + 3; i++) {
      const message = verifyEmailMessage(`u${i}@example.com`, 'en', `http://x.test/${i}`);
      await outbox.transport.deliver({ ...message, from: FROM, messageId: `<${i}@incasso>` });
    }
    const entries = outbox.list();
    expect(entries).toHaveLength(DEV_OUTBOX_SIZE);
    expect(entries[0]).toMatchObject({ to: `u${DEV_OUTBOX_SIZE + 2}@example.com`, from: FROM });
    expect(entries[0]?.links).toEqual([`http://x.test/${DEV_OUTBOX_SIZE + 2}`]);
    expect(entries.at(-1)?.to).toBe('u3@example.com');
  });
});
