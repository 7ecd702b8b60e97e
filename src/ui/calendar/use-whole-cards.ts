import { startTransition, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '#machines/shared/when-idle';

/**
 * Rows made whole per step after the first paint. One row (7 cards) keeps each step short, so a
 * week asked for meanwhile waits little for it; four rows a step made back-to-back switches slower.
 */
const ROWS_PER_STEP = 1;

interface Whole {
  week: string;
  /** Each day's first `count` cards are whole. */
  count: number;
  /** The rows last seen on screen: where the next week starts. */
  onScreen: number;
  /** Made whole after the paint, below what was measured: nothing to measure again. */
  stepped: boolean;
}

/**
 * How many of each day's first cards render whole; the others show their name and time until
 * they do (docs/decisions/044-week-switch-rendering.md). A new week (`week` changes) first
 * renders whole the rows that were on screen last time; before the browser paints, any row
 * whose brief cards still reach the window; after the paint, the rest a row at a time when the page
 * is idle. `wholeNow` makes all of it whole at once (focus entering the week, so Tab meets
 * every card's buttons). `container` holds the week's lists of cards (`[data-cards]`); `rows` is
 * the longest day's length, 0 while no week is shown.
 */
export function useWholeCards(
  week: string,
  rows: number,
  container: RefObject<HTMLElement | null>,
): { wholeCards: number; wholeNow(): void } {
  const [whole, setWhole] = useState<Whole>({ week, count: 0, onScreen: 0, stepped: false });
  if (whole.week !== week)
    setWhole({ week, count: whole.onScreen, onScreen: whole.onScreen, stepped: false });
  const done = whole.count >= rows;

  useLayoutEffect(() => {
    if (done || whole.stepped || !container.current) return;
    const visible = rowsOnScreen(container.current);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measured before the paint, so no brief card is ever seen on screen
    setWhole((current) => {
      if (current.week !== week) return current;
      if (visible > current.count) return { ...current, count: visible };
      return current.onScreen === visible ? current : { ...current, onScreen: visible };
    });
  }, [week, whole.count, whole.stepped, done, container]);

  useEffect(() => {
    if (done) return;
    const step = () =>
      startTransition(() =>
        setWhole((current) =>
          current.week === week
            ? { ...current, count: current.count + ROWS_PER_STEP, stepped: true }
            : current,
        ),
      );
    // When the page is idle: after the paint of what is on screen, and never in the way of the
    // next week asked for meanwhile.
    return whenIdle(step);
  }, [week, whole.count, done]);

  return {
    wholeCards: done ? Infinity : whole.count,
    wholeNow: () => {
      if (!done) flushSync(() => setWhole((current) => ({ ...current, count: rows })));
    },
  };
}

/**
 * How many rows from the top of the days reach into the window. Brief cards are never taller
 * than whole ones: once whole, no card below them moves up into the window.
 */
function rowsOnScreen(container: HTMLElement): number {
  const bottom = window.innerHeight;
  let rows = 0;
  for (const list of container.querySelectorAll('[data-cards]')) {
    const cards = list.children;
    let index = 0;
    while (index < cards.length && cards[index]!.getBoundingClientRect().top < bottom) index += 1;
    rows = Math.max(rows, index);
  }
  return rows;
}
