import type { SnapshotFrom } from 'xstate';
import type { favoriteMachine } from './machine';

type Snapshot = SnapshotFrom<typeof favoriteMachine>;

export const selectIsFavorite = (s: Snapshot) => s.context.favorite;
export const selectIsSaving = (s: Snapshot) => s.hasTag('busy');
