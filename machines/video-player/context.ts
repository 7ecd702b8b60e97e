import type { FlowFailure } from '#src/api/failures';

export interface VideoPlayerInput {
  videoId: number;
  /** Whether the customer had already completed it when the screen opened. */
  completed: boolean;
  /** Where to start (seconds): the saved position, or 0. */
  resumeAt: number;
}

export interface VideoPlayerContext {
  videoId: number;
  resumeAt: number;
  /** The player's last reported position and length, in seconds. */
  position: number;
  duration: number | null;
  /** The position the server holds, so an unchanged position is not sent again. */
  savedPosition: number | null;
  /** Completed by the 90% rule in this viewing: the customer is offered to undo it. */
  autoCompleted: boolean;
  /** The customer undid (or unmarked) a completion: the 90% rule does not mark it again now. */
  autoCompleteOff: boolean;
  /** Each retry after a failure mounts a new player. */
  attempt: number;
  failure: FlowFailure<'video'> | null;
}

export interface ProgressInput {
  videoId: number;
  position: number;
  duration: number | null;
}
