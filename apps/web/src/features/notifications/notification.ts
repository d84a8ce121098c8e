// SPEC section 3, Notification. Parsed by hand until its schema lands in packages/shared.
export interface Notification {
  id: string;
  text: string;
  icon: string | null;
  color: string | null;
  read: boolean;
  createdAt: string | null;
}

export function parseNotification(value: unknown): Notification | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const id = raw['id'];
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof raw['text'] !== 'string') {
    return null;
  }
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : null);
  return {
    id: String(id),
    text: raw['text'],
    icon: text('icon'),
    color: text('color'),
    read: raw['read'] === true,
    createdAt: text('createdAt'),
  };
}

export function parseNotifications(value: unknown): Notification[] {
  const list = Array.isArray(value)
    ? value
    : ((value as { notifications?: unknown } | null)?.notifications ?? []);
  if (!Array.isArray(list)) return [];
  return list.map(parseNotification).filter((item): item is Notification => item !== null);
}
