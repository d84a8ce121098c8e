import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@incasso/shared/admin';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { useChangeAdminUser } from '../api/change-admin-user';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';

type Pending = 'status' | 'resetTwoFactor' | null;

/** Suspend or activate, and reset two-factor: each after a confirmation dialog. */
export function UserActions({
  profile,
  isSelf,
}: {
  profile: AdminUserDetail['profile'];
  isSelf: boolean;
}) {
  const { t } = useTranslation();
  const change = useChangeAdminUser(profile.id);
  const [pending, setPending] = useState<Pending>(null);
  const suspending = profile.status !== 'suspended';
  const email = profile.email;

  function confirmStatus() {
    change.mutate(
      { kind: 'status', status: suspending ? 'suspended' : 'active' },
      {
        onSuccess: () => toast.success(t('admin.user.statusChanged')),
        onError: (error) => toast.error(errorMessage(t, error, 'admin.user.statusFailed')),
        onSettled: () => setPending(null),
      },
    );
  }

  function confirmReset() {
    change.mutate(
      { kind: 'resetTwoFactor' },
      {
        onSuccess: () => toast.success(t('admin.user.twoFactorReset')),
        onError: (error) => toast.error(errorMessage(t, error, 'admin.user.updateFailed')),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      {!isSelf && (
        <Button variant={suspending ? 'danger' : 'primary'} onClick={() => setPending('status')}>
          {suspending ? t('admin.user.suspend') : t('admin.user.activate')}
        </Button>
      )}
      {profile.tfaEnabled && (
        <Button variant="secondary" onClick={() => setPending('resetTwoFactor')}>
          {t('admin.user.resetTwoFactor')}
        </Button>
      )}
      <ConfirmDialog
        cancelLabel={t('admin.cancel')}
        open={pending === 'status'}
        onOpenChange={(open) => setPending(open ? 'status' : null)}
        title={suspending ? t('admin.user.suspendTitle') : t('admin.user.activateTitle')}
        description={
          suspending
            ? t('admin.user.suspendBody', { email })
            : t('admin.user.activateBody', { email })
        }
        confirmLabel={suspending ? t('admin.user.suspend') : t('admin.user.activate')}
        danger={suspending}
        isBusy={change.isPending}
        onConfirm={confirmStatus}
      />
      <ConfirmDialog
        cancelLabel={t('admin.cancel')}
        open={pending === 'resetTwoFactor'}
        onOpenChange={(open) => setPending(open ? 'resetTwoFactor' : null)}
        title={t('admin.user.resetTwoFactorTitle')}
        description={t('admin.user.resetTwoFactorBody', { email })}
        confirmLabel={t('admin.user.resetTwoFactor')}
        danger
        isBusy={change.isPending}
        onConfirm={confirmReset}
      />
    </div>
  );
}
