import type { SnapshotFrom } from 'xstate';
import type { fileUploadMachine } from './machine';

type Snapshot = SnapshotFrom<typeof fileUploadMachine>;

export const selectIsUploading = (s: Snapshot) => s.matches('uploading');
export const selectProgress = (s: Snapshot) => s.context.progress;
export const selectUploadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null);
export const selectFileName = (s: Snapshot) => s.context.file?.name ?? null;
