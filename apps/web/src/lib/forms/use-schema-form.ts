import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldErrorsOf,
  serverFieldErrors,
  type FieldErrors,
  type ParseIssues,
} from './field-errors';

/** A shared zod input schema as the form uses it (structural: the web app does not import zod). */
export interface InputSchema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: ParseIssues };
}

/**
 * No check before sending, for a page that must not load zod (the sign-in page, whose script
 * stays within its phone budget: issue 22, P5). The browser's own constraints (`required`,
 * `type="email"`) check first and the server's schema has the last word, its field errors shown
 * beside the fields.
 */
export function sentAsTyped<Values>(): InputSchema<Values> {
  return { safeParse: (input) => ({ success: true, data: input as Values }) };
}

export interface SchemaFormOptions<Values extends object, Output> {
  /** The same schema the server's route validates with (packages/shared). */
  schema: InputSchema<Output>;
  initial: Values | (() => Values);
  /** The draft as the schema reads it (text to cents, empty to undefined); default the values. */
  toInput?: (values: Values) => unknown;
  /**
   * Checks the schema cannot make on its own (the two passwords agree, an amount's text):
   * field → stable key, shown with the schema's errors and over its key for the same field.
   */
  check?: (values: Values) => FieldErrors;
  /**
   * Sends the parsed input. A rejection whose body names fields puts their keys beside those
   * fields; `onError` hears every rejection. Resolving clears nothing: `reset` if needed.
   */
  onSubmit: (input: Output, form: SubmitContext<Values>) => Promise<unknown> | undefined;
  /** Told of a refused input before anything is sent (a toast for a weak password). */
  onInvalid?: (errors: FieldErrors) => void;
  /** Told of a rejected submit, with the field errors the server named (maybe none). */
  onError?: (error: unknown, fields: FieldErrors, form: SubmitContext<Values>) => void;
  /**
   * The text of a field's stable key; default `errors.<key>`, else "invalid input". Forms whose
   * texts live under their own prefix (a feature's own namespace) pass one.
   */
  message?: (key: string, field: string) => string;
  /** Error paths shown by another field ('priceCents' is typed in 'price'). */
  fieldOf?: Partial<Record<string, string>>;
}

/** What `onSubmit` may do to the form once the call is answered. */
export interface SubmitContext<Values> {
  /** The values as they were sent. */
  values: Values;
  /** New values and no errors (what the server saved). */
  reset: (values: Values) => void;
  /** Errors by field, for a refusal the server names by key only ('incorrectPassword'). */
  setErrors: (errors: FieldErrors) => void;
}

type TextKeys<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

/**
 * One form's values, its errors by field and its submit state, checked by the shared schema
 * before anything is sent and with the server's field errors put back beside their fields
 * (decision note 095).
 */
export function useSchemaForm<Values extends object, Output>(
  options: SchemaFormOptions<Values, Output>,
) {
  const { t } = useTranslation();
  const [current, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The last submit's rejection, until the next submit: for a message not about one field.
  const [failure, setFailure] = useState<unknown>(null);

  /** Errors under the inputs that show them (`fieldOf`). */
  function onField(found: FieldErrors): FieldErrors {
    const { fieldOf } = options;
    if (!fieldOf) return found;
    const mapped: FieldErrors = {};
    for (const [path, key] of Object.entries(found)) mapped[fieldOf[path] ?? path] ??= key;
    return mapped;
  }

  const set = useCallback((patch: Partial<Values> | ((current: Values) => Partial<Values>)) => {
    setValues((current) => ({
      ...current,
      ...(typeof patch === 'function' ? patch(current) : patch),
    }));
  }, []);

  /** No errors and no failure: the user is typing again. */
  const clearErrors = useCallback(() => {
    setErrors({});
    setFailure(null);
  }, []);

  const reset = useCallback((next: Values) => {
    setValues(next);
    setErrors({});
  }, []);

  /** The text of the error at `field`, or of the first one inside it ('hosts' for 'hosts.2'). */
  function errorOf(field: string): string | undefined {
    const inside = Object.keys(errors).find((path) => path.startsWith(`${field}.`));
    const key = errors[field] ?? (inside === undefined ? undefined : errors[inside]);
    if (!key) return undefined;
    const { message } = options;
    return message
      ? message(key, field)
      : t(`errors.${key}`, { defaultValue: t('errors.invalidInput') });
  }

  /** Props for a text input or select bound to `name`: value, onChange and its error. */
  function field(name: TextKeys<Values>) {
    return {
      value: current[name] as string,
      onChange: (event: { target: { value: string } }) =>
        set({ [name]: event.target.value } as Partial<Values>),
      error: errorOf(name),
    };
  }

  /**
   * Checks, parses and sends the values, with `extra` over them for this submit only (a proof
   * asked for after a first refusal); false when the input was refused before sending.
   */
  async function submit(extra?: Partial<Values>): Promise<boolean> {
    const { schema, toInput, check, onSubmit, onInvalid, onError } = options;
    const values = extra ? { ...current, ...extra } : current;
    const refused = onField(check?.(values) ?? {});
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    if (!parsed.success || Object.keys(refused).length > 0) {
      const found = { ...(parsed.success ? {} : onField(fieldErrorsOf(parsed.error))), ...refused };
      setErrors(found);
      onInvalid?.(found);
      return false;
    }
    const context = { values, reset, setErrors };
    setErrors({});
    setFailure(null);
    setIsSubmitting(true);
    try {
      await onSubmit(parsed.data, context);
    } catch (error) {
      const fields = onField(serverFieldErrors(error));
      setErrors(fields);
      setFailure(error);
      onError?.(error, fields, context);
    } finally {
      setIsSubmitting(false);
    }
    return true;
  }

  function handleSubmit(event?: FormEvent) {
    event?.preventDefault();
    void submit();
  }

  return {
    values: current,
    set,
    reset,
    errors,
    setErrors,
    clearErrors,
    errorOf,
    field,
    isSubmitting,
    failure,
    handleSubmit,
    submit,
  };
}

export type SchemaForm<Values extends object> = ReturnType<typeof useSchemaForm<Values, unknown>>;
