import { useMutation } from '@tanstack/react-query';
import { DisplayLinkSchema, type DisplayLink } from '@incasso/shared/pos';
import { api } from '#lib/api-client.ts';

/** POST /api/pos/display-links: a link for the customer's screen, valid a few hours. */
export async function createDisplayLink(): Promise<DisplayLink> {
  return DisplayLinkSchema.parse(await api.post('/api/pos/display-links'));
}

/** DELETE /api/pos/display-links/:id: the screen stops following the till. */
export async function revokeDisplayLink(id: string): Promise<void> {
  await api.request(`/api/pos/display-links/${id}`, { method: 'DELETE' });
}

export function useCreateDisplayLink() {
  return useMutation({ mutationFn: createDisplayLink });
}

export function useRevokeDisplayLink() {
  return useMutation({ mutationFn: revokeDisplayLink });
}
