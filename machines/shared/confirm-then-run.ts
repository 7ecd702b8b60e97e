import type {
  ActionsOf,
  EventName,
  GuardOf,
  InvokeOf,
  OnOf,
  StateConfigOf,
} from '#machines/shared/setup-types';

export interface ConfirmThenRun<TSetup, TConfirming extends string, TRunning extends string> {
  /** The state asking "are you sure?", as the flow visualiser names it. */
  confirming: TConfirming;
  /** The state running the effect; it keeps the confirming state's tags and adds 'busy'. */
  running: TRunning;
  tags: readonly string[];
  /**
   * The event that goes ahead. A guarded one (a reason must be typed first) stays in the
   * confirmation with `otherwise` when the guard says no.
   */
  confirm:
    | EventName<TSetup>
    | {
        event: EventName<TSetup>;
        guard: GuardOf<TSetup>;
        actions?: ActionsOf<TSetup>;
        otherwise: ActionsOf<TSetup>;
      };
  /** The event that backs out before anything ran, where it goes and what it clears. */
  dismiss: { event: EventName<TSetup>; target: string; actions?: ActionsOf<TSetup> };
  /** Anything else the confirmation answers (typing a reason…). */
  also?: OnOf<TSetup>;
  /** The effect: its `src` is also the invocation's id; `onDone` is done, `onError` failed. */
  invoke: InvokeOf<TSetup>;
}

/**
 * The confirm → run → done/failed sub-flow shared by every "Precaución" dialog (cancel a
 * reservation, cancel a subscription, leave a waitlist, remove a card). It returns two plain,
 * named states to spread into the machine's `states`, so the flow visualiser still draws them:
 *
 * ```ts
 * states: { ready: {…}, ...confirmThenRun(machineSetup, { confirming: 'confirmingRemove', running: 'removing', … }) }
 * ```
 *
 * `machineSetup` (the value `setup({…})` returns) only lends its types: guard, action and actor
 * names are checked against it.
 */
export function confirmThenRun<TSetup, const TConfirming extends string, const TRunning extends string>(
  _machineSetup: TSetup,
  spec: ConfirmThenRun<TSetup, TConfirming, TRunning>,
): Record<TConfirming | TRunning, StateConfigOf<TSetup>> {
  const { confirm, dismiss, invoke } = spec;
  const goAhead =
    typeof confirm === 'string'
      ? { [confirm]: spec.running }
      : {
          [confirm.event]: [
            withActions({ guard: confirm.guard, target: spec.running }, confirm.actions),
            { actions: confirm.otherwise },
          ],
        };
  const { src } = invoke as unknown as { src: unknown };
  const states = {
    [spec.confirming]: {
      tags: [...spec.tags],
      on: {
        ...goAhead,
        ...(spec.also as Record<string, unknown> | undefined),
        [dismiss.event]: withActions({ target: dismiss.target }, dismiss.actions),
      },
    },
    [spec.running]: {
      tags: [...spec.tags, 'busy'],
      invoke: { id: typeof src === 'string' ? src : undefined, ...invoke },
    },
  };
  return states as Record<TConfirming | TRunning, StateConfigOf<TSetup>>;
}

const withActions = <T extends object>(transition: T, actions: unknown) =>
  actions === undefined ? transition : { ...transition, actions };
