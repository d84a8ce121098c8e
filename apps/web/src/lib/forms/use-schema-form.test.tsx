import { UpdateProfileInputSchema, type ProfileChanges } from '@incasso/shared/accounts/profile';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from './field-errors';
import { useSchemaForm, type SchemaFormOptions } from './use-schema-form';

type Values = { displayName: string; nickname: string };
type Options = SchemaFormOptions<Values, ProfileChanges>;

const MESSAGES: Record<string, string> = {
  required: 'Required here.',
  tooLong: 'Too long here.',
  taken: 'Someone has it.',
  sameAsName: 'Pick another nickname.',
};

/** A small form over the profile's shared schema, as a feature would write one. */
function ProfileForm(props: Partial<Options> & Pick<Options, 'onSubmit'>) {
  const form = useSchemaForm<Values, ProfileChanges>({
    schema: UpdateProfileInputSchema,
    initial: { displayName: 'Anna', nickname: '' },
    toInput: (values) => ({ displayName: values.displayName }),
    message: (key) => MESSAGES[key] ?? key,
    ...props,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <TextField label="Name" {...form.field('displayName')} />
      <TextField label="Nickname" {...form.field('nickname')} />
      {form.failure !== null && <p role="alert">Not saved.</p>}
      <Button type="submit" isBusy={form.isSubmitting}>
        Save
      </Button>
    </form>
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('useSchemaForm', () => {
  it('shows the schema’s key beside its field and sends nothing', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<ProfileForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await save();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required here.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nickname')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith({ displayName: 'required' });
  });

  it('sends what the schema made of the values (trimmed), and clears old errors', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<ProfileForm onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByLabelText('Name'));
    await save();
    expect(screen.getByText('Required here.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), '  Bottega  ');
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      { displayName: 'Bottega' },
      expect.objectContaining({ values: { displayName: '  Bottega  ', nickname: '' } }),
    );
    expect(screen.queryByText('Required here.')).not.toBeInTheDocument();
  });

  it('runs its own checks before the schema, each beside its field', async () => {
    const onSubmit = vi.fn();
    const check = (values: Values): FieldErrors =>
      values.nickname === values.displayName ? { nickname: 'sameAsName' } : {};
    render(<ProfileForm onSubmit={onSubmit} check={check} />);
    await userEvent.type(screen.getByLabelText('Nickname'), 'Anna');
    await save();
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('Pick another nickname.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors back beside their fields and tells onError', async () => {
    const refusal = new ApiError(400, 'invalidInput', 'Invalid input data', {
      error: 'invalidInput',
      message: 'Invalid input data',
      fields: { displayName: 'taken' },
    });
    const onError = vi.fn();
    render(<ProfileForm onSubmit={() => Promise.reject(refusal)} onError={onError} />);
    await save();
    expect(await screen.findByText('Someone has it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onError).toHaveBeenCalledWith(refusal, { displayName: 'taken' }, expect.anything());
  });

  it('shows a path under the field that holds it (fieldOf)', async () => {
    const refusal = new ApiError(400, 'invalidInput', 'Invalid input data', {
      fields: { 'profile.displayName': 'tooLong' },
    });
    render(
      <ProfileForm
        onSubmit={() => Promise.reject(refusal)}
        fieldOf={{ 'profile.displayName': 'displayName' }}
      />,
    );
    await save();
    expect(await screen.findByText('Too long here.')).toBeInTheDocument();
  });

  it('is busy while the submit runs, and a failure without fields names none', async () => {
    let fail: (error: unknown) => void = () => {};
    const onError = vi.fn();
    render(
      <ProfileForm
        onSubmit={() => new Promise((_, reject) => (fail = reject))}
        onError={onError}
      />,
    );
    await save();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fail(new ApiError(500, 'serverError', 'Server error'));
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved.');
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), {}, expect.anything());
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('falls back to the shared error texts when the form names no messages', async () => {
    function Bare() {
      const form = useSchemaForm<Values, ProfileChanges>({
        schema: UpdateProfileInputSchema,
        initial: { displayName: '', nickname: '' },
        toInput: (values) => ({ displayName: values.displayName }),
        onSubmit: () => undefined,
      });
      return (
        <form onSubmit={form.handleSubmit} noValidate>
          <TextField label="Name" {...form.field('displayName')} />
          <Button type="submit">Save</Button>
        </form>
      );
    }
    render(<Bare />);
    await save();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Invalid input data');
  });
});

describe('field errors', () => {
  it('keeps the first issue of each dotted path, like the server', () => {
    const issues = [
      { path: ['customer', 'email'], message: 'invalidEmail' },
      { path: ['customer', 'email'], message: 'tooLong' },
      { path: ['lines', 0, 'quantity'], message: 'tooSmall' },
      { path: [], message: 'required' },
    ];
    expect(fieldErrorsOf({ issues })).toEqual({
      'customer.email': 'invalidEmail',
      'lines.0.quantity': 'tooSmall',
      _: 'required',
    });
  });

  it('reads only string fields of a refused call', () => {
    const error = new ApiError(400, 'invalidInput', '', { fields: { a: 'x', b: 3 } });
    expect(serverFieldErrors(error)).toEqual({ a: 'x' });
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
    expect(serverFieldErrors(new ApiError(500, 'serverError', '', 'text'))).toEqual({});
  });
});
