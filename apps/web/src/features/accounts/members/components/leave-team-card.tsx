import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { SectionCard } from '#components/ui/section-card.tsx';
import { toast } from '#components/ui/toast/toast-store.ts';
import { errorMessage } from '#i18n/error-message.ts';
import { leaveTeam } from '../api/team';
import { reloadAs } from '../reload';
import { ConfirmDialog } from './confirm-dialog';

/** A member (never the owner) stops working for this merchant; the session falls back to another. */
export function LeaveTeamCard({ merchantName }: { merchantName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const leave = useMutation({ mutationFn: leaveTeam });
  return (
    <SectionCard title={t('team.leaveTitle')} description={t('team.leaveDescription')}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('team.leave')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('team.leaveConfirmTitle', { name: merchantName })}
        description={t('team.leaveConfirmDescription')}
        confirmLabel={t('team.leave')}
        isBusy={leave.isPending}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => reloadAs('/dashboard'),
            onError: (error) => toast.error(errorMessage(t, error, 'team.actionFailed')),
          })
        }
      />
    </SectionCard>
  );
}
