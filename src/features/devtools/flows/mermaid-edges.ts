/**
 * Where an arrow goes in a Mermaid state diagram. Mermaid cannot draw an arrow between states of
 * different composites (it moves the state out of its box), nor from a composite into itself,
 * and an arrow written inside a parallel state breaks its renderer. So each arrow is written in
 * the deepest non-parallel state holding both ends, between that state's own children; an end
 * that had to be lifted to such a child is named in the label: `(from loading)`, `(to idle)`.
 */
export interface PlacedArrow {
  /** The composite whose block holds the arrow; `null`: outside the machine's own box. */
  scope: string | null;
  from: string;
  to: string;
  label: string;
}

export const parentKey = (key: string): string => key.split('.').slice(0, -1).join('.');

export const contains = (outer: string, inner: string): boolean =>
  outer === '' || inner === outer || inner.startsWith(`${outer}.`);

const relative = (outer: string, inner: string): string =>
  outer === '' ? inner : inner.slice(outer.length + 1);

/** The ancestor-or-self of `key` that is a direct child of `scope` (the root for `null`). */
function lift(key: string, scope: string | null): string {
  if (scope === null) return '';
  let current = key;
  while (current !== '' && parentKey(current) !== scope) current = parentKey(current);
  return current;
}

export function placeArrow(
  source: string,
  target: string,
  label: string,
  parallel: Set<string>,
): PlacedArrow {
  let scope: string | null;
  let text = label;
  let to = target;
  if (contains(source, target)) {
    // Into itself or one of its own states: a loop on the state, the inner target named.
    if (target !== source) text = `${text} (to ${relative(source, target)})`;
    to = source;
    scope = source === '' ? null : parentKey(source);
  } else {
    scope = parentKey(source);
    while (!contains(scope, target)) scope = parentKey(scope);
  }
  while (scope !== null && parallel.has(scope)) scope = scope === '' ? null : parentKey(scope);
  const from = lift(source, scope);
  const end = lift(to, scope);
  if (from !== source) text = `${text} (from ${relative(from, source)})`;
  if (end !== to) text = `${text} (to ${relative(end, to)})`;
  return { scope, from, to: end, label: text };
}
