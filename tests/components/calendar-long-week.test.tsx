import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '#mocks/node';
import { seedDb } from '#mocks/seed';
import type { ScheduleDay } from '#src/api/entities';
import { mountStudioCalendar } from './studio-calendar-mount';

// Decision 044: a long week paints the rows on screen whole and the others brief (name and time)
// first. These tests pin what must never be lost meanwhile: every card is an article named by
// its class and time, and every card's buttons arrive, at once when focus enters the week.
const CLASSES = 150;
/** The window shows three rows of cards: each card is 150 px below the one before it. */
const ROW_PX = 150;
const WINDOW_PX = 400;
const ROWS_ON_SCREEN = Math.ceil(WINDOW_PX / ROW_PX);
/**
 * Rendering 150 cards in jsdom takes seconds, and several times that on a loaded 2-core machine:
 * nothing here measures speed (the week switch's budget lives in `npm run bench`), so these tests
 * wait as long as a loaded machine needs. The rows made whole after the paint wait on no clock at
 * all: the test runs the idle callbacks that make them (`runIdleTasks`).
 */
const LOADED_MACHINE_MS = 120_000;

// Wednesday 18 November 2026 on the studio's clock; the next week's classes can all be reserved.
const NOW = new Date('2026-11-18T18:00:00.000Z');

/**
 * The page's idle moments, in the test's hands: the cards below the window are made whole a row
 * per idle callback (`whenIdle`), and the test runs those callbacks one by one. How fast the
 * machine renders then decides only how long the test takes, never whether a wait ran out first.
 */
const idleTasks = new Map<number, IdleRequestCallback>();
let phone = false;
let nextIdle = 1;
const IDLE_DEADLINE: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

/** Runs the idle callbacks, those they schedule included, until none is left. */
async function runIdleTasks(): Promise<void> {
  // A bound, so a callback that always schedules another fails the test instead of hanging it.
  for (let ran = 0; ran < 1_000; ran += 1) {
    const next = idleTasks.entries().next();
    if (next.done) return;
    const [id, task] = next.value;
    idleTasks.delete(id);
    await act(async () => task(IDLE_DEADLINE));
  }
  throw new Error('idle callbacks kept scheduling more');
}

async function longWeek(): Promise<{ days: ScheduleDay[] }> {
  const response = await fetch('http://localhost/api/single_class?start_date=2026-11-23&end_date=2026-11-29');
  const body = (await response.json()) as { days: ScheduleDay[] };
  const originals = body.days.flatMap((day) => day.single_classes.map((item) => ({ day, item })));
  for (const day of body.days) day.single_classes = [];
  for (let i = 0; i < CLASSES; i += 1) {
    const { day, item } = originals[i % originals.length]!;
    day.single_classes.push({ ...item, single_class_id: item.single_class_id * 1000 + i });
  }
  return body;
}

const DAY_MS = 86_400_000;

/** The class that opens each day of the next week instead of the one of this week. */
const NEXT_WEEK_FIRST = 'Barre al amanecer';

/** `week` a week later: the same classes (new ids) on the next week's days, each day's first renamed. */
function weekAfter(week: { days: ScheduleDay[] }): { days: ScheduleDay[] } {
  const later = (date: string) => new Date(Date.parse(date) + 7 * DAY_MS).toISOString();
  return {
    days: week.days.map((day) => ({
      ...day,
      date: later(day.date).slice(0, 10),
      single_classes: day.single_classes.map((item, index) => ({
        ...item,
        single_class_id: item.single_class_id + 1,
        class_date: later(item.class_date),
        ...(index === 0 ? { class_type: { ...item.class_type, name: NEXT_WEEK_FIRST } } : {}),
      })),
    })),
  };
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  await seedDb();
  const week = await longWeek();
  const next = weekAfter(week);
  server.use(
    http.get('*/api/single_class', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('start_date') === '2026-11-30' ? next : week),
    ),
  );
  window.matchMedia = ((query: string) => ({
    media: query,
    // A desktop's width unless a test says otherwise (useIsPhone asks for min-width: 48rem).
    matches: !phone,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(WINDOW_PX);
  idleTasks.clear();
  window.requestIdleCallback = (task) => {
    idleTasks.set(nextIdle, task);
    return nextIdle++;
  };
  window.cancelIdleCallback = (id) => void idleTasks.delete(id);
  // jsdom lays nothing out: a card's top is its place in its day's list.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.parentElement ? Array.from(this.parentElement.children).indexOf(this) : 0;
    return { top: index * ROW_PX } as DOMRect;
  });
});

afterEach(() => {
  phone = false;
  // The calendar unmounts first: its pending idle work is cancelled through the stub. Then jsdom
  // is left without idle callbacks again, as the other screen tests sharing it expect.
  cleanup();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
});

async function renderLongWeek() {
  await mountStudioCalendar(null, { sharedClass: { day: '2026-11-25', classId: 0 } });
  await screen.findByRole('heading', { name: /Lunes\s*23/ }, { timeout: LOADED_MACHINE_MS / 2 });
}

/** A brief card is its name and time as text; a whole one has its parts (and buttons). */
const isWhole = (article: HTMLElement) => article.children.length > 0;

describe('a week of 150 classes', { timeout: LOADED_MACHINE_MS }, () => {
  it('names every card by its class and time, and makes each whole after the first paint', async () => {
    await renderLongWeek();
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(CLASSES);
    for (const article of articles) {
      expect(article).toHaveAccessibleName(/^\S.*\d{2}:\d{2}$/);
    }
    const monday = within(screen.getByRole('region', { name: /Lunes\s*23/ })).getAllByRole('article');
    // The three rows on screen are whole from the first paint; the rest are not yet.
    expect(monday.slice(0, 3).every(isWhole)).toBe(true);
    expect(monday.slice(3).some(isWhole)).toBe(false);
    await runIdleTasks();
    expect(screen.getAllByRole('article').every(isWhole)).toBe(true);
    expect(screen.getAllByRole('article')).toHaveLength(CLASSES);
  });

  it('makes the whole week whole when focus enters it, so Tab meets every card in order', async () => {
    await renderLongWeek();
    const monday = within(screen.getByRole('region', { name: /Lunes\s*23/ })).getAllByRole('article');
    const brief = monday[5]!;
    expect(isWhole(brief)).toBe(false);
    act(() => fireEvent.focus(within(monday[0]!).getAllByRole('button')[0]!));
    const after = screen.getAllByRole('article');
    expect(after).toHaveLength(CLASSES);
    expect(after.every(isWhole)).toBe(true);
    const same = within(screen.getByRole('region', { name: /Lunes\s*23/ })).getAllByRole('article')[5]!;
    expect(same).toHaveAccessibleName(/\d{2}:\d{2}$/);
    expect(within(same).getAllByRole('button').length).toBeGreaterThan(0);
  });

  // Issue 34: a new week updates the elements on screen instead of creating about 900 again.
  it('shows the next week in the same day regions and cards, named by the next week’s classes', async () => {
    await renderLongWeek();
    await runIdleTasks();
    const monday = screen.getByRole('region', { name: /Lunes\s*23/ });
    const firstCard = within(monday).getAllByRole('article')[0]!;
    const labels = firstCard.getAttribute('aria-labelledby');
    expect(firstCard).not.toHaveAccessibleName(new RegExp(NEXT_WEEK_FIRST));
    fireEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    const nextMonday = await screen.findByRole(
      'region',
      { name: /Lunes\s*30/ },
      { timeout: LOADED_MACHINE_MS / 2 },
    );
    expect(nextMonday).toBe(monday);
    const cards = within(nextMonday).getAllByRole('article');
    expect(cards[0]).toBe(firstCard);
    expect(firstCard).toHaveAccessibleName(new RegExp(`^${NEXT_WEEK_FIRST} \\d{2}:\\d{2}$`));
    // Its ids are its place's: nothing to change on a card whose class is named the same.
    expect(firstCard.getAttribute('aria-labelledby')).toBe(labels);
    expect(screen.getAllByRole('article')).toHaveLength(CLASSES);
    expect(screen.queryByRole('region', { name: /Lunes\s*23/ })).toBeNull();
  });

  // Issue 34: measuring the rows on screen forced a layout in the commit that held up a tap.
  it('on a phone, shows the chosen day’s cards whole from the first paint', async () => {
    phone = true;
    await mountStudioCalendar(null, { sharedClass: { day: '2026-11-25', classId: 0 } });
    const day = await screen.findByRole('region', { name: /Lunes\s*23/ }, { timeout: LOADED_MACHINE_MS / 2 });
    const cards = within(day).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(ROWS_ON_SCREEN);
    expect(cards.every(isWhole)).toBe(true);
  });
});
