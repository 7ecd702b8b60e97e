import type { SnapshotFrom } from 'xstate';
import type { videoPlayerMachine } from './machine';

type Snapshot = SnapshotFrom<typeof videoPlayerMachine>;

export type PlaybackState = 'loading' | 'paused' | 'playing' | 'ended' | 'failed';

export const selectPlayback = (s: Snapshot) => (s.value as { playback: PlaybackState }).playback;
export const selectIsCompleted = (s: Snapshot) => s.hasTag('completed');
export const selectCompletionBusy = (s: Snapshot) => s.hasTag('completionBusy');
export const selectAutoCompleted = (s: Snapshot) => s.context.autoCompleted && s.hasTag('completed');
export const selectIsSavingProgress = (s: Snapshot) => s.hasTag('savingProgress');
export const selectAttempt = (s: Snapshot) => s.context.attempt;
export const selectResumeAt = (s: Snapshot) => s.context.resumeAt;
