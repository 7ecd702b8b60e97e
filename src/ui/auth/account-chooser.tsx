import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { es } from '#src/i18n/es';
import { stayOpenOnFocusOutside } from '#src/ui/dialog-focus';

interface AccountChooserProps {
  open: boolean;
  /** The provider's display name, e.g. Google. */
  providerName: string;
  onChoose: (email: string) => void;
  onCancel: () => void;
}

/**
 * Mock mode only: stands in for the provider's window. The app cannot know the QA personas
 * (it never imports the mocks), so the tester types the account's email, as on the
 * provider's own 'use another account' screen.
 */
export function AccountChooser({ open, providerName, onChoose, onCancel }: AccountChooserProps) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && email.trim() === '' ? es.providers.emailRequired : null;

  const close = () => {
    setEmail('');
    setTouched(false);
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The form sits in a portal; keep its submit from reaching forms around the trigger.
    event.stopPropagation();
    setTouched(true);
    if (email.trim() === '') return;
    onChoose(email.trim());
    setEmail('');
    setTouched(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && close()}
      onFocusOutside={stayOpenOnFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{es.providers.chooserTitle(providerName)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Text>{es.providers.chooserHint(providerName)}</Text>
                  </Dialog.Description>
                  <Field.Root invalid={error !== null} required>
                    <Field.Label>{es.providers.chooserEmail}</Field.Label>
                    <Input
                      type="email"
                      autoComplete="email"
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                    />
                    <Field.ErrorText>{error}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {es.providers.chooserCancel}
                </Button>
                <Button type="submit">{es.providers.chooserSubmit}</Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
