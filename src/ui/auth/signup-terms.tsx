import type { Page } from '#src/api/entities';
import { Button, Checkbox, Field, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { es } from '#src/i18n/es';
import { SignupDocumentDialog } from './signup-document-dialog';

interface SignupTermsProps {
  documents: readonly Page[];
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  /** The terms message, shown after a submit attempt while the box is unticked. */
  error: string | null;
}

const names = (documents: readonly Page[]) =>
  new Intl.ListFormat('es', { type: 'conjunction' }).format(documents.map((page) => page.title));

/**
 * The box that accepts every document required at sign-up, named in its label. The documents
 * open from buttons beside it rather than inside the label, so a click on one never ticks the box.
 */
export function SignupTerms({ documents, accepted, onAcceptedChange, error }: SignupTermsProps) {
  const [reading, setReading] = useState<Page | null>(null);
  return (
    <>
      <Field.Root invalid={error !== null} required>
        <Checkbox.Root
          name="accepted_pages"
          checked={accepted}
          onCheckedChange={(details) => onAcceptedChange(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{es.signup.acceptDocuments(names(documents))}</Checkbox.Label>
        </Checkbox.Root>
        <HStack wrap="wrap" gap="1" ps="6">
          <Text textStyle="sm">{es.signup.readDocuments}</Text>
          {documents.map((page) => (
            <Button
              key={page.page_id}
              variant="plain"
              size="sm"
              px="1"
              textDecoration="underline"
              aria-label={es.signup.readDocument(page.title)}
              onClick={() => setReading(page)}
            >
              {page.title}
            </Button>
          ))}
        </HStack>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <SignupDocumentDialog page={reading} onClose={() => setReading(null)} />
    </>
  );
}
