import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

/**
 * The stand-in for an effect a machine declares in `setup` but leaves to `.provide()`: the app
 * provides the real one from the flow's `actors.ts`, tests provide fakes. Running the machine
 * without it fails loudly, naming the flow and the actor instead of doing nothing.
 */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(
  flow: string,
  actor: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${flow} machine: provide the "${actor}" actor (machines/${flow}/actors.ts)`);
  });
}
