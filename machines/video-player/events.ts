/** What the player reports (`media.*`) and what the customer asks (`player.*`, `completion.*`). */
export type VideoPlayerEvent =
  | { type: 'media.ready'; duration: number | null }
  | { type: 'media.play' }
  | { type: 'media.pause' }
  | { type: 'media.time'; position: number; duration: number | null }
  | { type: 'media.ended' }
  | { type: 'media.error' }
  | { type: 'player.retry' }
  | { type: 'player.startOver' }
  | { type: 'progress.save' }
  | { type: 'completion.mark' }
  | { type: 'completion.unmark' }
  | { type: 'completion.undo' };

/** What the view hears (`actor.on`): move the player's head. */
export type VideoPlayerEmitted = { type: 'player.seek'; to: number };
