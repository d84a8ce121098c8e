import { z } from 'zod';

/**
 * A notification as the client sees it (SPEC section 3). `text` is the English wording; `key`
 * and `params` let the web app show it in the reader's language.
 */
export const NotificationSchema = z.object({
  id: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string(),
  icon: z.string(),
  color: z.enum(['info', 'success', 'warning', 'danger']),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.array(NotificationSchema);

export const MarkReadResultSchema = z.object({ updated: z.number().int() });

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_CONTENT_MAX = 2000;

export const AnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
