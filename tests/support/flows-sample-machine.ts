import { and, assign, fromPromise, not, or, setup, stateIn } from 'xstate';

// A small machine with every construct the visualiser draws.
export const sample = setup({
  types: { events: {} as { type: 'go' } | { type: 'stay' } | { type: 'reset' } | { type: 'step.next' } },
  actors: { fetchThing: fromPromise(async () => 1) },
  guards: { ready: () => true, allowed: () => true, limited: () => false },
  delays: { pause: 1000 },
  actions: { track: () => undefined, greet: () => undefined, forget: () => undefined },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { reset: '.idle' },
  states: {
    idle: {
      entry: 'greet',
      exit: ['forget'],
      on: {
        go: [
          { guard: 'ready', target: 'busy' },
          { guard: { type: 'allowed', params: { n: 1 } }, target: 'busy' },
          { guard: and(['ready', not('limited')]), target: 'both' },
          { guard: or(['ready', 'allowed']), target: 'both' },
          { guard: stateIn('both'), target: 'done' },
          { guard: () => true, target: 'done' },
        ],
        stay: { actions: ['track', assign({})] },
      },
    },
    busy: {
      initial: 'loading',
      states: {
        loading: {
          invoke: { id: 'fetch', src: 'fetchThing', onDone: 'waiting', onError: '#sample.idle' },
        },
        waiting: { after: { pause: 'finished', 250: 'finished' } },
        finished: { type: 'final' },
      },
      onDone: 'done',
      invoke: { src: 'fetchThing', onDone: { target: 'idle', guard: 'ready' } },
    },
    both: {
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { on: { 'step.next': 'b' } }, b: {} } },
        right: { initial: 'c', states: { c: { always: { guard: 'ready', target: 'd' } }, d: {} } },
      },
    },
    done: { type: 'final' },
  },
});
