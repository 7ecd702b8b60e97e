import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { FlowFailure } from '#src/api/failures';
import type { UploadedFile } from '#src/api/upload-progress';

export type FileUploadEvent =
  | { type: 'upload.pick'; file: File }
  | { type: 'upload.retry' }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.done'; file: UploadedFile }
  | { type: 'upload.failed'; failure: FlowFailure<'resource'> };

export interface FileUploadContext {
  file: File | null;
  progress: number;
  uploaded: UploadedFile | null;
  failure: FlowFailure<'resource'> | null;
}

/**
 * One file going to the store from a back-office form: pick, upload with progress, then the
 * file's record (the form keeps its id or address) or a clear error with a retry. Picking
 * another file while one uploads starts over with the new one.
 */
export const fileUploadMachine = setup({
  types: {
    context: {} as FileUploadContext,
    events: {} as FileUploadEvent,
  },
  actors: {
    upload: fromCallback<EventObject, { file: File }>(({ sendBack }) => {
      sendBack({
        type: 'upload.failed',
        failure: { kind: 'unavailable', message: 'file-upload: provide "upload"' },
      });
    }),
  },
  actions: {
    pick: assign({ file: (_, file: File) => file, progress: 0, failure: null, uploaded: null }),
    setProgress: assign({ progress: (_, fraction: number) => fraction }),
    storeUploaded: assign({ uploaded: (_, file: UploadedFile) => file, progress: 1 }),
    storeFailure: assign({ failure: (_, failure: FlowFailure<'resource'>) => failure }),
    /** The view's form takes the file (its id or address). */
    notifyUploaded: (_, _file: UploadedFile) => {},
  },
}).createMachine({
  id: 'file-upload',
  description: 'Subida de un archivo del back-office (progreso, error claro, reintentar)',
  context: { file: null, progress: 0, uploaded: null, failure: null },
  initial: 'idle',
  on: {
    'upload.pick': {
      target: '.uploading',
      reenter: true,
      actions: { type: 'pick', params: ({ event }) => event.file },
    },
  },
  states: {
    idle: {},
    uploading: {
      tags: ['busy'],
      invoke: { id: 'upload', src: 'upload', input: ({ context }) => ({ file: context.file! }) },
      on: {
        'upload.progress': { actions: { type: 'setProgress', params: ({ event }) => event.fraction } },
        'upload.done': {
          target: 'uploaded',
          actions: [
            { type: 'storeUploaded', params: ({ event }) => event.file },
            { type: 'notifyUploaded', params: ({ event }) => event.file },
          ],
        },
        'upload.failed': {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => event.failure },
        },
      },
    },
    uploaded: {},
    failed: { on: { 'upload.retry': 'uploading' } },
  },
});
