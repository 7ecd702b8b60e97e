import { useLayoutEffect, type RefObject } from 'react';

/**
 * Whether the element just removed had the keyboard's focus. The account button is up to three
 * elements in turn: a stand-in while the menu's code loads, another while Chakra loads, then the
 * menu's own trigger. Each replaces the last in one React commit, and the browser sends the focus
 * of a removed element to the page's body: a customer who had tabbed to the button in the first
 * moment after signing in found their Enter pressed on nothing.
 */
export type FocusHandoverRef = RefObject<boolean>;

/**
 * Hands the focus over when this element goes while it has it. A layout effect's clean-up runs
 * before React removes the element, so it can still tell; the handover lasts only for the commit
 * that removes it (the element that replaces it takes it in that same commit's layout effects).
 */
export function useHandOverFocus(
  elementRef: RefObject<HTMLElement | null>,
  handoverRef: FocusHandoverRef,
): void {
  useLayoutEffect(() => {
    const element = elementRef.current;
    return () => {
      if (element === null || element !== document.activeElement) return;
      handoverRef.current = true;
      queueMicrotask(() => (handoverRef.current = false));
    };
  }, [elementRef, handoverRef]);
}

/** Takes the focus the element this one replaces handed over, if it did. */
export function useTakeHandedOverFocus(
  elementRef: RefObject<HTMLElement | null>,
  handoverRef: FocusHandoverRef,
): void {
  useLayoutEffect(() => {
    if (!handoverRef.current) return;
    handoverRef.current = false;
    elementRef.current?.focus({ preventScroll: true });
  }, [elementRef, handoverRef]);
}
