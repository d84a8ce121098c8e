import {
  PasskeyCreationOptionsSchema,
  PasskeyListSchema,
  PasskeySchema,
  type Passkey,
} from '@incasso/shared/accounts/passkeys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { refreshMembership } from '../session-store';

// The Security page's passkeys (decision note 089). The ceremony is the browser's own
// (navigator.credentials through @simplewebauthn/browser, loaded when asked for); the server
// makes the challenge and verifies the answer.

const PASSKEYS_KEY = ['passkeys'] as const;

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: PASSKEYS_KEY,
    queryFn: async (): Promise<Passkey[]> =>
      PasskeyListSchema.parse(await api.get('/api/user/passkeys')),
  });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

/** Options from the server, the browser's credential, the server's verdict: a new passkey. */
export async function registerPasskey(name?: string): Promise<Passkey> {
  const optionsJSON = PasskeyCreationOptionsSchema.parse(
    await api.post('/api/user/passkeys/options'),
  );
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON });
  return PasskeySchema.parse(
    await api.post('/api/user/passkeys', { response, ...(name ? { name } : {}) }),
  );
}

function usePasskeysWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
    // A passkey meets a team's two-factor rule: the membership says whether it is met now.
    onSuccess: () =>
      refreshMembership().catch(() => {
        // The next page load reads it anyway.
      }),
  });
}

export const useRegisterPasskey = () => usePasskeysWrite((name?: string) => registerPasskey(name));

export const useRenamePasskey = () =>
  usePasskeysWrite(async ({ id, name }: { id: string; name: string }) =>
    PasskeySchema.parse(
      await api.request(`/api/user/passkeys/${id}`, { method: 'PATCH', body: { name } }),
    ),
  );

export const useRemovePasskey = () =>
  usePasskeysWrite(async ({ id, password }: { id: string; password?: string }) => {
    await api.request(`/api/user/passkeys/${id}`, {
      method: 'DELETE',
      body: password ? { password } : {},
    });
  });
