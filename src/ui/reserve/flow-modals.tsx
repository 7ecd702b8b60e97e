import { Suspense, useEffect, type ReactNode } from 'react';
import { ChakraIsland, isChakraLoaded, loadChakra } from '#src/app/chakra-island';
import { retryableLazy } from '#src/app/retryable-lazy';
import { DownloadFailureBoundary } from '#src/ui/download-failure-boundary';
import { LoadFailedNotice, LoadingNotice } from '#src/ui/load-states';
import { whenIdle } from '#machines/shared/when-idle';

/**
 * The calendar flows' modals (sign-up, terms, reserve with its spot map, cancel, leave a
 * waitlist) and Chakra, which draws them: not part of the calendar's code, since most visits open
 * none and the calendar is the first screen of /calendario (issue 16). Fetched once; a download
 * that failed (no signal on the first Reservar) is fetched again when the customer retries.
 */
const loadFlowModals = () =>
  Promise.all([import('./reserve-flow-modals'), loadChakra()]).then(([module]) => module);

/** Fetches them ahead of the click that needs them; a failed download is fetched again then. */
export const prefetchFlowModals = (): void => void loadFlowModals().catch(() => {});

export const ReserveModals = retryableLazy(() =>
  loadFlowModals().then((module) => ({ default: module.ReserveModals })),
);
export const CancelModal = retryableLazy(() =>
  loadFlowModals().then((module) => ({ default: module.CancelModal })),
);
export const SignupModal = retryableLazy(() =>
  loadFlowModals().then((module) => ({ default: module.SignupModal })),
);
export const LeaveWaitlistDialog = retryableLazy(() =>
  loadFlowModals().then((module) => ({ default: module.LeaveWaitlistDialog })),
);

/**
 * Where a flow's modal is drawn: in a Chakra island, with a loading notice until its code is
 * here. When the code cannot be downloaded the page stays, with a notice that the connection
 * failed, 'Reintentar' (which downloads it again) and 'Cerrar' (`onClose`: the flow gives up).
 */
export function FlowModal({ children, onClose }: { children: ReactNode; onClose?: () => void }) {
  const loading = <LoadingNotice />;
  return (
    <DownloadFailureBoundary failed={(retry) => <LoadFailedNotice onRetry={retry} onClose={onClose} />}>
      <Suspense fallback={loading}>
        <ChakraIsland fallback={loading}>{children}</ChakraIsland>
      </Suspense>
    </DownloadFailureBoundary>
  );
}

// What on a page says a customer is about to use a card: its buttons and links.
const CARD_CONTROL = '[data-cards] button, [data-cards] a';
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Runs `task` once, when a pointer, a finger or the focus first reaches a card's button or link;
 * returns what stops waiting for it.
 */
export function whenCardIntent(task: () => void): () => void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(CARD_CONTROL)) return;
    stop();
    task();
  };
  const stop = () =>
    INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, { capture: true }));
  INTENT_EVENTS.forEach((type) =>
    document.addEventListener(type, onIntent, { capture: true, passive: true }),
  );
  return stop;
}

/**
 * Fetches the modals before the first click that needs them. Where Chakra is on the page already
 * (the customer's area) they are a small addition, fetched when the page is idle. Where it is not
 * (the public calendar, the landing), they wait for a pointer, a finger or the focus to reach a
 * card's button, as the navigation drawer does (decision 045): a visitor who only reads the
 * schedule downloads neither. Not for a visitor (`signedIn` false): a card's button opens the
 * plain sign-in dialog first, and evaluating Chakra at the tap would only delay it.
 */
export function usePrefetchFlowModals(signedIn: boolean) {
  useEffect(() => {
    if (isChakraLoaded()) return whenIdle(prefetchFlowModals);
    if (!signedIn) return undefined;
    return whenCardIntent(prefetchFlowModals);
  }, [signedIn]);
}
