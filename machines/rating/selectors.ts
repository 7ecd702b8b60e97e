import type { SnapshotFrom } from 'xstate';
import { showsRatingActions } from '#src/domain/rating';
import type { ratingMachine } from './machine';

type Snapshot = SnapshotFrom<typeof ratingMachine>;

export const selectIsOpen = (s: Snapshot) => s.hasTag('modal');
export const selectIsSending = (s: Snapshot) => s.hasTag('busy');
export const selectTarget = (s: Snapshot) => s.context.target;
export const selectClassStars = (s: Snapshot) => s.context.classStars;
export const selectCoachStars = (s: Snapshot) => s.context.coachStars;
export const selectComment = (s: Snapshot) => s.context.comment;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectFailureMessage = (s: Snapshot) => s.context.failure?.message ?? null;
/** The comment box and the buttons wait for the coach rating (specs §5). */
export const selectShowsActions = (s: Snapshot) => showsRatingActions(s.context);
