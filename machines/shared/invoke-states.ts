import type { ActionsOf, ActorName, StateConfigOf } from '#machines/shared/setup-types';

/**
 * "Load, store, or load failed": the state that reads what a screen needs. Done stores the answer
 * and goes on to `then`; a failure is stored and waits in `loadFailed` for a retry. The
 * invocation's id is its `src`, as the flow visualiser names it:
 *
 * ```ts
 * loading: loadState(waitlistSetup, 'loadWaitlists', { then: 'ready', store: 'storeWaitlists' }),
 * ```
 *
 * `machineSetup` (the value `setup({…})` returns) only lends its types; the machine must name a
 * `storeFailure` action.
 */
export function loadState<TSetup>(
  _machineSetup: TSetup,
  src: ActorName<TSetup>,
  spec: { then: string; store: ActionsOf<TSetup> },
): StateConfigOf<TSetup> {
  const state = {
    tags: ['loading'],
    invoke: {
      id: src,
      src,
      onDone: { target: spec.then, actions: spec.store },
      onError: { target: 'loadFailed', actions: 'storeFailure' },
    },
  };
  return state as StateConfigOf<TSetup>;
}

/**
 * A busy state that runs an effect and goes on the same way whatever it answers (a refresh after
 * a save must not hold the user back when it fails):
 *
 * ```ts
 * refreshing: settleState(profileSetup, 'reloadCustomer', { target: 'viewing', actions: 'notifySaved' }),
 * ```
 */
export function settleState<TSetup>(
  _machineSetup: TSetup,
  src: ActorName<TSetup>,
  then: { target: string; actions?: ActionsOf<TSetup> },
): StateConfigOf<TSetup> {
  const state = { tags: ['busy'], invoke: { id: src, src, onDone: then, onError: then } };
  return state as StateConfigOf<TSetup>;
}
