import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { inspect } from '#src/app/inspection';
import { FLOWS_CHANNEL, type FlowMessage } from '#src/features/devtools/flows/flow-messages';
import { EARLY_EVENTS, startFlowForwarder } from '#src/features/devtools/flows/forwarder';
import { toJsonSafe } from '#src/features/devtools/flows/json-safe';
import {
  actorsOf,
  defaultActor,
  emptyLive,
  MAX_EVENTS,
  MAX_FINISHED,
  reduceLive,
} from '#src/features/devtools/flows/live-store';
import { sample } from '#tests/support/flows-sample-machine';

describe('toJsonSafe: snapshots become something postMessage and JSON accept', () => {
  it.each([
    [undefined, null],
    [Number.NaN, 'NaN'],
    [10n, '10'],
    [new Date('2026-01-02T03:04:05.000Z'), '2026-01-02T03:04:05.000Z'],
    [new Error('boom'), { name: 'Error', message: 'boom' }],
    [function named() {}, '[función named]'],
    [
      { a: 1, b: undefined, c: [1, undefined] },
      { a: 1, c: [1, null] },
    ],
    [new Map([['k', 1]]), { k: 1 }],
    [new Set([1, 2]), [1, 2]],
    [{ sessionId: 'x:1', send: () => undefined }, '[actor x:1]'],
  ] as const)('%o', (value, safe) => {
    expect(toJsonSafe(value)).toEqual(safe);
  });

  it('names cycles and keeps a value shared by two branches', () => {
    const shared = { n: 1 };
    const cyclic: Record<string, unknown> = { shared, again: shared };
    cyclic.self = cyclic;
    expect(toJsonSafe(cyclic)).toEqual({ shared: { n: 1 }, again: { n: 1 }, self: '[circular]' });
  });
});

const at = 1_000;
const msg = (kind: 'event' | 'snapshot', sessionId: string, extra: object): FlowMessage =>
  ({ kind, sessionId, machineId: 'reserve', at, ...extra }) as FlowMessage;

describe('reduceLive: the visualiser state built from forwarded messages', () => {
  it('adds an actor on its first message, logs events newest first, and takes snapshots', () => {
    let state = reduceLive(emptyLive, msg('event', 'x:1', { event: { type: 'xstate.init', payload: {} } }));
    state = reduceLive(
      state,
      msg('snapshot', 'x:1', { snapshot: { status: 'active', value: 'idle', context: {} } }),
    );
    state = reduceLive(state, msg('event', 'x:1', { event: { type: 'reserve.start', payload: { id: 3 } } }));
    const [actor] = actorsOf(state, 'reserve');
    expect(actor).toMatchObject({ sessionId: 'x:1', status: 'active', value: 'idle' });
    expect(actor?.events.map((e) => e.type)).toEqual(['reserve.start', 'xstate.init']);
    expect(actorsOf(state, 'waitlist')).toEqual([]);
  });

  it('keeps the last events and a few finished actors only', () => {
    let state = emptyLive;
    for (let i = 0; i < MAX_EVENTS + 5; i += 1) {
      state = reduceLive(state, msg('event', 'x:1', { event: { type: `e${i}`, payload: {} } }));
    }
    expect(state.actors[0]?.events).toHaveLength(MAX_EVENTS);
    for (let i = 0; i < MAX_FINISHED + 3; i += 1) {
      state = reduceLive(
        state,
        msg('snapshot', `y:${i}`, { snapshot: { status: 'stopped', value: 'a', context: {} } }),
      );
    }
    expect(state.actors.filter((a) => a.status === 'stopped')).toHaveLength(MAX_FINISHED);
    expect(state.actors[0]?.sessionId).toBe('x:1');
  });

  it('shows the newest running actor unless one is picked', () => {
    const base = { machineId: 'm', value: null, context: null, events: [], startedAt: 0 };
    const actors = [
      { ...base, sessionId: 'a', status: 'active' },
      { ...base, sessionId: 'b', status: 'active' },
      { ...base, sessionId: 'c', status: 'stopped' },
    ];
    expect(defaultActor(actors)?.sessionId).toBe('b');
    expect(defaultActor(actors.slice(2))?.sessionId).toBe('c');
    expect(defaultActor([])).toBeUndefined();
  });
});

describe('startFlowForwarder: inspection events go out on the studio-flows channel', () => {
  let stop = () => undefined as void;
  afterEach(() => stop());

  /** A visualiser's channel: what it hears, and its hello. */
  function visualiser() {
    const listener = new BroadcastChannel(FLOWS_CHANNEL);
    const received: FlowMessage[] = [];
    listener.onmessage = (event: MessageEvent<FlowMessage>) => received.push(event.data);
    const hello = () => listener.postMessage({ kind: 'hello' } satisfies FlowMessage);
    return { listener, received, hello };
  }

  it('forwards a machine actor from its start, with JSON-safe snapshots, and replays it on hello', async () => {
    const { listener, received, hello } = visualiser();
    stop = startFlowForwarder();
    // The tab announces itself, so a visualiser open before it says hello.
    await expect.poll(() => received.map((m) => m.kind)).toEqual(['here']);
    const actor = createActor(sample, { inspect }).start();
    hello();
    await expect.poll(() => received.some((m) => m.kind === 'actor')).toBe(true);
    const kindsOf = (messages: FlowMessage[]) =>
      messages.map((m) => (m.kind === 'event' ? m.event.type : m.kind));
    expect(kindsOf(received)).toEqual(['here', 'xstate.init', 'snapshot', 'actor']);

    // Once a visualiser listens, each event goes out as it happens.
    received.length = 0;
    actor.send({ type: 'go' });
    await expect
      .poll(() => received.some((m) => m.kind === 'snapshot' && m.snapshot.value !== 'idle'))
      .toBe(true);
    expect(kindsOf(received).slice(0, 2)).toEqual(['go', 'snapshot']);
    expect(received[1]).toMatchObject({
      machineId: 'sample',
      sessionId: actor.sessionId,
      snapshot: { status: 'active', value: { busy: 'loading' }, context: {} },
    });
    // Promise actors have no diagram: only the machine is forwarded.
    expect(new Set(received.map((m) => ('sessionId' in m ? m.sessionId : '')))).toEqual(
      new Set([actor.sessionId]),
    );

    received.length = 0;
    hello();
    await expect.poll(() => received.find((m) => m.kind === 'actor')).toBeDefined();
    expect(received.find((m) => m.kind === 'actor')).toMatchObject({
      sessionId: actor.sessionId,
      snapshot: { value: toJsonSafe(actor.getSnapshot().value), status: 'active' },
    });
    actor.stop();
    listener.close();
  });

  it('posts nothing but its arrival until a visualiser says hello', async () => {
    const posted = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    stop = startFlowForwarder();
    const actor = createActor(sample, { inspect }).start();
    actor.send({ type: 'go' });
    expect(posted.mock.calls).toEqual([[{ kind: 'here' }]]);
    actor.stop();
  });

  it('keeps only the last events while nobody listens', async () => {
    stop = startFlowForwarder();
    const actor = createActor(sample, { inspect }).start();
    for (let i = 0; i < EARLY_EVENTS; i += 1) actor.send({ type: 'stay' });
    const { listener, received, hello } = visualiser();
    hello();
    await expect.poll(() => received.some((m) => m.kind === 'actor')).toBe(true);
    const early = received.filter((m) => m.kind !== 'actor');
    expect(early).toHaveLength(EARLY_EVENTS);
    expect(early.at(-1)).toMatchObject({ kind: 'snapshot' });
    actor.stop();
    listener.close();
  });
});
