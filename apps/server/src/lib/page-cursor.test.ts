import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageOf } from './page-cursor.ts';

const id = '6f1c0b1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe('page cursor', () => {
  it('reads back what it wrote', () => {
    const at = new Date('2026-03-01T10:00:00.123Z');
    expect(decodeCursor(encodeCursor({ at, id }))).toEqual({ at, id });
  });

  it('refuses text it did not write with 400 invalidCursor', () => {
    for (const text of ['nonsense', Buffer.from('["x","y"]').toString('base64url'), '']) {
      expect(() => decodeCursor(text)).toThrow(
        expect.objectContaining({ statusCode: 400, error: 'invalidCursor' }),
      );
    }
  });

  it('gives a next cursor only when a row beyond the page exists', () => {
    const rows = [1, 2, 3].map((n) => ({ at: new Date(n * 1000), id }));
    expect(pageOf(rows, 3, (r) => r).nextCursor).toBeNull();
    const page = pageOf(rows, 2, (r) => r);
    expect(page.items).toHaveLength(2);
    expect(decodeCursor(page.nextCursor ?? '').at).toEqual(new Date(2000));
  });
});
