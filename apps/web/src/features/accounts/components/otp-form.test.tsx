import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpForm } from './otp-form';

function renderForm() {
  const onSubmit = vi.fn();
  const onInvalid = vi.fn();
  render(
    <OtpForm
      label="6-digit code"
      submitLabel="Verify"
      cancelLabel="Cancel"
      isBusy={false}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      onCancel={vi.fn()}
    />,
  );
  return { onSubmit, onInvalid, user: userEvent.setup() };
}

describe('the login code form', () => {
  it('takes six digits, at most six characters', async () => {
    const { onSubmit, user } = renderForm();
    const input = screen.getByLabelText('6-digit code');
    expect(input).toHaveAttribute('maxLength', '6');
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('switches to a recovery code, sent in its compact form', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), ' ABCD-efgh-2345-jkmn ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith('abcdefgh2345jkmn');
    await user.click(screen.getByRole('button', { name: 'Use the app code' }));
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
  });

  it('refuses what is neither a code nor a recovery code', async () => {
    const { onSubmit, onInvalid, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-1111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    // Said beside the field too, and gone with the next mode's empty field.
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/OTP code must be 6 digits/);
    await user.click(screen.getByRole('button', { name: 'Use the app code' }));
    expect(screen.getByLabelText('6-digit code')).not.toHaveAttribute('aria-invalid');
  });
});
