import { AppError } from './app-error.ts';

/** Where a newest-first page stopped: the last row's time and id (ids break ties). */
export interface PageCursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor({ at, id }: PageCursor): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

/** The cursor a client sent back; 400 invalidCursor for anything we did not write. */
export function decodeCursor(text: string): PageCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      const at = new Date(value[0]);
      if (!Number.isNaN(at.getTime()) && UUID.test(value[1])) return { at, id: value[1] };
    }
  } catch {
    // fall through: not ours
  }
  throw new AppError(400, 'invalidCursor', 'The page cursor is not valid.', {
    cursor: 'invalidCursor',
  });
}

/** Splits a `limit + 1` query result into the page and the cursor of the next one. */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (row: T) => PageCursor) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
