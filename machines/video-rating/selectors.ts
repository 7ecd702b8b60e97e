import type { SnapshotFrom } from 'xstate';
import type { videoRatingMachine } from './machine';

type Snapshot = SnapshotFrom<typeof videoRatingMachine>;

export const selectStars = (s: Snapshot) => s.context.stars;
export const selectComment = (s: Snapshot) => s.context.comment;
export const selectMissingStars = (s: Snapshot) => s.context.missingStars;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsSending = (s: Snapshot) => s.hasTag('busy');
export const selectIsSent = (s: Snapshot) => s.hasTag('sent');
