import { Image, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { isImageField } from '#src/domain/dynamic-form';
import { es } from '#src/i18n/es';
import type { FieldInputProps } from './field-props';

/** A preview URL for a picked picture; jsdom and old browsers have no object URLs. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * file and image fields. The picked File stays in the values until the parent uploads it before
 * saving (see upload-files.ts); a string is an already stored file's address, a number its id.
 */
export function FileField({ field, value, onChange, label, describedBy }: FieldInputProps) {
  const image = isImageField(field);
  const picked = value instanceof File ? value : null;
  const objectUrl = useObjectUrl(image ? picked : null);
  const storedSrc = typeof value === 'string' && value !== '' ? value : null;
  const preview = image ? (objectUrl ?? storedSrc) : null;
  return (
    <Stack gap="2">
      {preview ? (
        <Image src={preview} alt={es.dynamicForm.preview(label)} maxH="40" objectFit="contain" />
      ) : null}
      {picked && !preview ? <Text textStyle="sm">{picked.name}</Text> : null}
      {!picked && !preview && (typeof value === 'number' || storedSrc) ? (
        <Text textStyle="sm">{es.dynamicForm.currentFile}</Text>
      ) : null}
      <Input
        name={field.key}
        type="file"
        aria-describedby={describedBy}
        p="1"
        accept={image ? 'image/*' : undefined}
        // A file input cannot be controlled; only a new pick changes the value.
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChange(file);
        }}
      />
    </Stack>
  );
}
