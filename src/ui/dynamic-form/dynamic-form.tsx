import { Alert, Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  errorSummary,
  validateForm,
  visibleFields,
  type DynamicField,
  type FormValues,
} from '#src/domain/dynamic-form';
import { FieldControl } from './field-control';
import { fieldMessage, summaryMessage } from './messages';

export type FieldMessages = Readonly<Partial<Record<string, string>>>;

export interface DynamicFormProps {
  /** The form's fields as the API sends them (any order); custom fields via `fromCustomFields`. */
  fields: readonly DynamicField[];
  /** Owned by the parent (see `useFormValues`), so nothing typed is lost when saving fails. */
  values: FormValues;
  onChange: (key: string, value: unknown) => void;
  /** Called with the values only when every rule passes; files are still `File`s here. */
  onSubmit: (values: FormValues) => void;
  submitLabel: string;
  busy?: boolean;
  /** Messages from the screen's own rules or the server (e.g. phone taken), by field key. */
  errors?: FieldMessages;
  /** Extra rules of one screen (e.g. password confirmation), checked with the form's own. */
  validate?: (values: FormValues) => FieldMessages;
  /** A form-level message from the parent (a failed save or upload), shown in the top alert. */
  alert?: string | null;
  /** Admin screens that offer a user select show the user_id field. */
  hasUserSelect?: boolean;
  /** Keys of creatable selects whose options are still loading. */
  loadingOptions?: readonly string[];
  /** Extra content above the submit button (e.g. the sign-up terms checkbox). */
  children?: ReactNode;
}

/** The one form for every admin-defined form: sign-up, profile, address and admin forms. */
export function DynamicForm(props: DynamicFormProps) {
  const { fields, values, onChange, onSubmit, submitLabel, busy = false, errors = {}, alert } = props;
  const formRef = useRef<HTMLFormElement>(null);
  // Messages appear only after the first submit attempt, then follow the values live.
  const [attempts, setAttempts] = useState(0);
  const context = { hasUserSelect: props.hasUserSelect ?? false };
  const shown = visibleFields(fields, values, context);

  const ruleCodes = validateForm(fields, values, context);
  const extra = props.validate?.(values) ?? {};
  const messages: Record<string, string> = {};
  for (const field of shown) {
    const code = ruleCodes[field.key];
    const message = errors[field.key] ?? (code ? fieldMessage(code) : extra[field.key]);
    if (message && (attempts > 0 || errors[field.key])) messages[field.key] = message;
  }
  const invalidKeys = Object.keys(messages);
  const summary = attempts > 0 ? summaryMessage(errorSummary(fields, invalidKeys)) : null;

  useEffect(() => {
    // After a failed attempt, take keyboard and screen-reader users to the first invalid field.
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempts((count) => count + 1);
    const blocking = shown.some((field) => ruleCodes[field.key] || extra[field.key]);
    if (!blocking) onSubmit(values);
  };

  const alertText = [alert, summary].filter(Boolean);
  return (
    // noValidate: the rules above decide, not the browser's bubbles from `required`.
    <form ref={formRef} noValidate onSubmit={submit}>
      <Stack gap="4">
        {alertText.length > 0 ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              {alertText.map((text) => (
                <Alert.Description key={text}>{text}</Alert.Description>
              ))}
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {shown.map((field) => (
          <FieldControl
            key={field.key}
            field={field}
            value={values[field.key]}
            onChange={onChange}
            error={messages[field.key] ?? null}
            loadingOptions={props.loadingOptions?.includes(field.key) ?? false}
          />
        ))}
        {props.children}
        <Button type="submit" loading={busy} alignSelf="flex-start">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
