import {
  PASSKEY_NAME_MAX,
  RenamePasskeyInputSchema,
  type Passkey,
} from '@incasso/shared/accounts/passkeys';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { SectionLoadError, SectionLoader } from '#components/ui/query-state.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { ApiError } from '#lib/api-client.ts';
import { useSchemaForm } from '#lib/forms/use-schema-form.ts';
import {
  usePasskeys,
  useRegisterPasskey,
  useRemovePasskey,
  useRenamePasskey,
} from '../api/passkeys';
import { isCancelled } from '../api/passkey-sign-in';
import { date } from '#lib/format.ts';

/** The browser has no WebAuthn at all (an old one, or an insecure origin). */
const hasWebAuthn = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/**
 * Security: the person's passkeys (decision note 089) with when each was made and last used;
 * add one (the browser's own prompt), rename, remove. Removing the last passkey of an account
 * that signs in without its password asks for the password first.
 */
export function PasskeysCard() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const register = useRegisterPasskey();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  function add() {
    register.mutate(undefined, {
      onSuccess: (passkey) => toast.success(t('passkeys.added', { name: passkey.name })),
      onError: (error) => {
        if (isCancelled(error)) return;
        toast.error(
          error instanceof ApiError
            ? errorMessage(t, error, 'passkeys.addFailed')
            : t('passkeys.addFailed'),
        );
      },
    });
  }

  return (
    <SectionCard
      title={t('passkeys.title')}
      description={t('passkeys.description')}
      aside={
        hasWebAuthn() ? (
          <Button size="sm" isBusy={register.isPending} onClick={add}>
            <KeyRound aria-hidden className="size-4" />
            {t('passkeys.add')}
          </Button>
        ) : undefined
      }
    >
      {!hasWebAuthn() && (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          {t('passkeys.unsupported')}
        </p>
      )}
      {passkeys.data ? (
        passkeys.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('passkeys.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {passkeys.data.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900 dark:text-white">
                    {passkey.name}
                    {passkey.synced && (
                      <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-normal text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                        {t('passkeys.synced')}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {t('passkeys.created', { date: date(passkey.createdAt) })} ·{' '}
                    {passkey.lastUsedAt
                      ? t('passkeys.lastUsed', { date: date(passkey.lastUsedAt) })
                      : t('passkeys.neverUsed')}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setRenaming(passkey)}>
                    {t('passkeys.rename')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(passkey)}>
                    {t('passkeys.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : passkeys.isError ? (
        <SectionLoadError onRetry={() => void passkeys.refetch()} />
      ) : (
        <SectionLoader />
      )}
      {renaming && <RenameDialog passkey={renaming} onClose={() => setRenaming(null)} />}
      {removing && <RemoveDialog passkey={removing} onClose={() => setRemoving(null)} />}
    </SectionCard>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const form = useSchemaForm({
    schema: RenamePasskeyInputSchema,
    initial: { name: passkey.name },
    onSubmit: async ({ name }) => {
      await rename.mutateAsync({ id: passkey.id, name });
      toast.success(t('passkeys.renamed'));
      onClose();
    },
    // The field's length is capped as typed: only an empty name is refused by the schema.
    message: (key) => t(key === 'required' ? 'passkeys.nameRequired' : 'errors.invalidInput'),
  });
  // A refusal about no field (the passkey is gone) is said under the name too.
  const failure =
    form.failure === null ? undefined : errorMessage(t, form.failure, 'passkeys.actionFailed');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('passkeys.renameTitle')}
      description={t('passkeys.renameDescription')}
    >
      <form onSubmit={form.handleSubmit} noValidate className="space-y-4">
        <TextField
          label={t('passkeys.name')}
          maxLength={PASSKEY_NAME_MAX}
          {...form.field('name')}
          error={form.errorOf('name') ?? failure}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" isBusy={form.isSubmitting}>
            {t('passkeys.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RemoveDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemovePasskey();
  // The server asks for the password only for the last passkey of a passwordless account.
  const [needsPassword, setNeedsPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    remove.mutate(
      { id: passkey.id, password: needsPassword ? password : undefined },
      {
        onSuccess: () => {
          toast.success(t('passkeys.removed', { name: passkey.name }));
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.key === 'passwordRequired') {
            setNeedsPassword(true);
            setError(null);
            return;
          }
          setError(errorMessage(t, failure, 'passkeys.actionFailed'));
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('passkeys.removeTitle', { name: passkey.name })}
      description={
        needsPassword ? t('passkeys.removeNeedsPassword') : t('passkeys.removeDescription')
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {needsPassword && (
          <TextField
            label={t('auth.login.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        {error && (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" variant="danger" isBusy={remove.isPending}>
            {t('passkeys.remove')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
