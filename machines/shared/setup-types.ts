/*
 * What a machine's `setup(…)` accepts, read from the value it returns: the shared state helpers
 * check guard, action, actor and event names against the machine they build states for.
 */

/** The state config a machine's `setup(…)` accepts, read from its own `createStateConfig`. */
export type StateConfigOf<TSetup> = TSetup extends { createStateConfig: (config: infer C) => unknown }
  ? C
  : never;
export type OnOf<TSetup> = NonNullable<StateConfigOf<TSetup> extends { on?: infer O } ? O : never>;
type TransitionOf<TSetup> = Exclude<
  NonNullable<StateConfigOf<TSetup> extends { always?: infer A } ? A : never>,
  string | readonly unknown[]
>;
export type InvokeOf<TSetup> = Exclude<
  NonNullable<StateConfigOf<TSetup> extends { invoke?: infer I } ? I : never>,
  readonly unknown[]
>;
export type GuardOf<TSetup> = TransitionOf<TSetup> extends { guard?: infer G } ? G : never;
export type ActionsOf<TSetup> = TransitionOf<TSetup> extends { actions?: infer A } ? A : never;
export type EventName<TSetup> = Extract<keyof OnOf<TSetup>, string>;
/** The names of the actors the machine declares. */
export type ActorName<TSetup> = Extract<InvokeOf<TSetup> extends { src: infer S } ? S : never, string>;
