import type { LoginDialog } from '../hooks/use-login-flow';
import { RiskDialog } from './risk-dialog';
import { TfaDialog } from './tfa-dialog';

interface LoginDialogsProps {
  dialog: LoginDialog;
  isBusy: boolean;
  onVerify: (code: string) => void;
  onInvalidCode: () => void;
  onClose: () => void;
  onPasskey: () => void;
}

/** The risk and two-factor dialogs; a module of its own so /login loads them only if needed. */
export default function LoginDialogs({
  dialog,
  isBusy,
  onVerify,
  onInvalidCode,
  onClose,
  onPasskey,
}: LoginDialogsProps) {
  return (
    <>
      <RiskDialog
        analysis={dialog.kind === 'risk' ? dialog.analysis : null}
        isBusy={isBusy}
        onVerify={onVerify}
        onInvalidCode={onInvalidCode}
        onClose={onClose}
        onPasskey={dialog.kind === 'risk' && dialog.passkeyOptions ? onPasskey : undefined}
      />
      <TfaDialog
        open={dialog.kind === 'tfa'}
        isBusy={isBusy}
        onVerify={onVerify}
        onInvalidCode={onInvalidCode}
        onClose={onClose}
        onPasskey={dialog.kind === 'tfa' && dialog.passkeyOptions ? onPasskey : undefined}
      />
    </>
  );
}
