import { Alert, Box, Button, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { createFileUploadActors } from '#machines/file-upload/actors';
import { fileUploadMachine } from '#machines/file-upload/machine';
import {
  selectFileName,
  selectIsUploading,
  selectProgress,
  selectUploadFailure,
} from '#machines/file-upload/selectors';
import type { UploadedFile } from '#src/api/upload-progress';
import { readFileRecord } from '#src/api/reads/admin-resources';
import { useFlow } from '#src/app/use-flow';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { useFileUrl } from '#src/config/file-url';
import { es } from '#src/i18n/es-admin';
import type { FieldControlProps } from '#src/admin/resources/definition';

const text = es.upload;

interface FileUploadFieldProps {
  label: string;
  /** What the field shows now: an image's address, or a file's name. */
  current: string | null;
  /** An image shows a preview; another file shows its name. */
  image?: boolean;
  accept?: string;
  onUploaded: (file: UploadedFile) => void;
  onClear?: () => void;
}

/** Picks a file, uploads it with a progress bar, and hands the form its record; a failure says why and offers a retry. */
export function FileUploadField({
  label,
  current,
  image,
  accept,
  onUploaded,
  onClear,
}: FileUploadFieldProps) {
  const config = useAppConfig();
  const toUrl = useFileUrl();
  const input = useRef<HTMLInputElement>(null);
  const actors = useMemo(() => createFileUploadActors(config.files.location), [config.files.location]);
  const flow = useFlow(fileUploadMachine, {
    actors,
    actions: { notifyUploaded: (_, file: UploadedFile) => onUploaded(file) },
  });
  const uploading = useSelector(flow, selectIsUploading);
  const progress = useSelector(flow, selectProgress);
  const failure = useSelector(flow, selectUploadFailure);
  const name = useSelector(flow, selectFileName);
  return (
    <Stack gap="2">
      {current && image && (
        <Image
          src={toUrl(current)}
          alt={text.preview(label)}
          maxH="32"
          objectFit="contain"
          alignSelf="flex-start"
        />
      )}
      {current && !image && <Text fontSize="sm">{current}</Text>}
      <HStack gap="2" wrap="wrap">
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) flow.send({ type: 'upload.pick', file });
            event.target.value = '';
          }}
        />
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={uploading}>
          {current ? text.replace : text.choose}
        </Button>
        {current && onClear && (
          <Button size="sm" variant="ghost" onClick={onClear} disabled={uploading}>
            {text.remove}
          </Button>
        )}
      </HStack>
      {uploading && (
        <Box>
          <Progress.Root value={Math.round(progress * 100)} size="sm" aria-label={text.progress(name ?? '')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text
            fontSize="sm"
            aria-live="polite"
          >{`${text.uploading(name ?? '')} ${Math.round(progress * 100)}%`}</Text>
        </Box>
      )}
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Description>{`${text.failed} ${failure.message}`}</Alert.Description>
            <Button size="xs" alignSelf="flex-start" onClick={() => flow.send({ type: 'upload.retry' })}>
              {es.app.retry}
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

/** What an upload field keeps of the uploaded file. */
export type UploadKeep = 'src' | 'id' | 'file';

/** The name of a kept `{ name, type }` file (a package's downloadable), or null. */
function keptName(value: FieldControlProps['value']): string | null {
  if (!value || typeof value !== 'object' || !('name' in value)) return null;
  return typeof value.name === 'string' && value.name !== '' ? value.name : null;
}

/**
 * A form field filled by an upload: `keep: 'src'` stores the file's address (a package's image
 * or receipt), `keep: 'id'` its file_id (an instructor's photo), `keep: 'file'` its `{ name, type }`
 * (a package's downloadable file). `srcTo` names another field that gets the file's address too
 * (the downloadable's `file_url`), so one upload fills both.
 */
export function uploadControl(keep: UploadKeep, image: boolean, srcTo?: string) {
  return function UploadControl({ value, onChange, label, setField }: FieldControlProps) {
    const [preview, setPreview] = useState<string | null>(null);
    const stored = typeof value === 'string' && value !== '' ? value : null;
    // A file kept by id: its record says where it is served, for the thumbnail.
    const storedId = keep === 'id' && image && preview === null && stored ? Number(stored) : null;
    const kept = useRead(readFileRecord, Number.isInteger(storedId) ? storedId : null);
    const keptSrc = storedId !== null && kept.data?.file_id === storedId ? kept.data.src : null;
    const current =
      keep === 'file'
        ? keptName(value)
        : keep === 'src'
          ? stored
          : (preview ?? keptSrc ?? (stored && text.fileNumber(stored)));
    return (
      <FileUploadField
        label={label}
        current={current}
        image={image && (keep === 'src' || preview !== null || keptSrc !== null)}
        accept={image ? 'image/*' : undefined}
        onUploaded={(file) => {
          setPreview(keep === 'id' ? file.src : null);
          if (srcTo) setField?.(srcTo, file.src);
          if (keep === 'file') onChange({ name: file.name, type: file.type ?? '' });
          else onChange(keep === 'src' ? file.src : String(file.file_id));
        }}
        onClear={() => {
          setPreview(null);
          onChange(keep === 'file' ? null : '');
        }}
      />
    );
  };
}
