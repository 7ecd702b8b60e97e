// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { calendarActors } from '#machines/calendar/actors';
import { calendarMachine } from '#machines/calendar/machine';
import { holdArrived, holdNext } from '#mocks/holds';
import { server } from '#tests/setup/mock-server';

/** The page's idle moments, run when the test says (requestIdleCallback's queue). */
const idleTasks = new Map<number, IdleRequestCallback>();
let nextIdle = 1;

function runIdleTasks() {
  const due = [...idleTasks.values()];
  idleTasks.clear();
  for (const task of due) task({ didTimeout: false, timeRemaining: () => 50 });
}

/** Every schedule request the calendar makes, as its week's Monday, with the request itself. */
let requests: Request[] = [];
const weeksAsked = (from = 0) =>
  requests.slice(from).map((request) => new URL(request.url).searchParams.get('start_date'));

beforeEach(() => {
  idleTasks.clear();
  window.requestIdleCallback = (task) => {
    idleTasks.set(nextIdle, task);
    return nextIdle++;
  };
  window.cancelIdleCallback = (id) => void idleTasks.delete(id);
  requests = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/single_class?')) requests.push(request);
  });
});

afterEach(() => {
  server.events.removeAllListeners('request:start');
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

function startCalendar() {
  const actor = createActor(calendarMachine.provide({ actors: calendarActors }), {
    input: { today: '2026-11-18' },
  }).start();
  const loaded = () => waitFor(actor, (s) => s.matches({ schedule: 'loaded' } as never));
  return { actor, loaded };
}

describe('the calendar machine with its real actors', () => {
  it('asks ahead only for the week it stopped on, not for every week stepped through', async () => {
    const { actor, loaded } = startCalendar();
    await loaded();
    expect(weeksAsked()).toEqual(['2026-11-16']);
    // Faster than the page goes idle: each week shown wants its neighbours fetched ahead.
    actor.send({ type: 'calendar.week.next' });
    await waitFor(actor, (s) => s.context.week.start === '2026-11-23' && s.matches({ schedule: 'loaded' }));
    actor.send({ type: 'calendar.week.next' });
    await waitFor(actor, (s) => s.context.week.start === '2026-11-30' && s.matches({ schedule: 'loaded' }));
    const before = requests.length;
    runIdleTasks();
    // Only the last week's neighbours that are not at hand: the week before it is.
    await waitFor(actor, (s) => '2026-12-07/*/*' in s.context.ahead);
    expect(weeksAsked(before)).toEqual(['2026-12-07']);
    actor.stop();
  });

  it('abandons the request of a week left while it loads', async () => {
    const { actor, loaded } = startCalendar();
    await loaded();
    const hold = holdNext({ methods: ['GET'], path: '/single_class$' });
    actor.send({ type: 'calendar.week.next' });
    await holdArrived(hold);
    const left = requests.at(-1)!;
    expect(left.signal.aborted).toBe(false);
    actor.send({ type: 'calendar.week.next' });
    await waitFor(actor, (s) => s.context.week.start === '2026-11-30' && s.matches({ schedule: 'loaded' }));
    expect(weeksAsked()).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(left.signal.aborted).toBe(true);
    actor.stop();
  });
});
