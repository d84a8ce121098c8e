import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { createNotificationsRepository } from '#server/modules/notifications/notifications.repository.ts';

/** A JSON POST/PUT/PATCH as the web app sends it (same-origin), with a session when given. */
export function send(
  app: App,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  cookie?: string,
) {
  return app.inject({
    method,
    url,
    payload,
    headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
  });
}

/** The `token` query parameter of an emailed link, checking the link's page. */
export function tokenFromLink(link: string | undefined, page: string): string {
  if (!link) throw new Error('the email has no link');
  const url = new URL(link);
  if (url.pathname !== page) throw new Error(`link goes to ${url.pathname}, not ${page}`);
  const token = url.searchParams.get('token');
  if (!token) throw new Error('the link has no token');
  return token;
}

/** The keys of the user's notifications, newest first; only those starting with `prefix`. */
export async function notificationKeys(
  db: Database,
  userId: string,
  prefix = '',
): Promise<string[]> {
  const rows = await createNotificationsRepository(db).listForUser(userId);
  return rows.map((row) => row.key).filter((key) => key.startsWith(prefix));
}
