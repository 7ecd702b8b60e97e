import type { SingleClass } from '#src/api/entities';
import { useSelector } from '@xstate/react';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createCancelActors } from '#machines/cancel-reservation/actors';
import { cancelReservationMachine } from '#machines/cancel-reservation/machine';
import { createReserveActors } from '#machines/reserve/actors';
import { reserveMachine } from '#machines/reserve/machine';
import { selectIsResuming, selectModal } from '#machines/reserve/selectors';
import { selectIsOpen as selectCancelOpen } from '#machines/cancel-reservation/selectors';
import { selectCustomer, selectIsAuthenticated } from '#machines/session/selectors';
import { useSession, useSessionActor } from '#src/app/session-context';
import { useFlow } from '#src/app/use-flow';
import { noteReservationMade } from '#src/app/pwa/install-offer';
import { useAppConfig } from '#src/config/app-config-context';
import { usePages } from '#src/config/pages-context';
import { es } from '#src/i18n/es-calendar';
import { showError, showSuccess } from '#src/ui/alerts';
import { CancelModal, FlowModal, ReserveModals, usePrefetchFlowModals, whenCardIntent } from './flow-modals';
import { cancelPolicy, reserveSettings } from './reserve-settings';
import { VisitorSignIn } from './visitor-sign-in';
import { appNow } from '#src/domain/app-clock';
import { whenIdle } from '#machines/shared/when-idle';

const cancelActors = createCancelActors(es.reserve.cancelled);

export interface ReserveFlow {
  reserve(singleClass: SingleClass): void;
  cancel(singleClass: SingleClass, classReservationId: number): void;
  element: ReactNode;
}

/**
 * The reserve and cancel flows of a calendar screen: Reservar and Cancelar on a class card call
 * `reserve` / `cancel`, and `element` renders whichever modal the machines are in. `onChanged`
 * runs after a reservation is saved or cancelled, so the screen reloads its classes.
 */
export function useReserveFlow(options: { onChanged: () => void }): ReserveFlow {
  const config = useAppConfig();
  const pages = usePages();
  const session = useSessionActor();
  const authenticated = useSession(selectIsAuthenticated);
  const customer = useSession(selectCustomer);
  const { onChanged } = options;
  const reserveActors = useMemo(() => createReserveActors(pages), [pages]);
  // What the machines announce: alerts, the screen's reload and the customer's credits.
  const changed = () => {
    onChanged();
    session.send({ type: 'session.customer.reload' });
  };
  const reserveActor = useFlow(reserveMachine, {
    actors: reserveActors,
    input: reserveSettings(config),
    on: {
      'reserve.saved': () => {
        showSuccess(es.reserve.saved);
        noteReservationMade();
        changed();
      },
    },
  });
  const cancelActor = useFlow(cancelReservationMachine, {
    actors: cancelActors,
    input: cancelPolicy(config),
    on: {
      'cancel.done': ({ message }) => {
        showSuccess(message);
        changed();
      },
      'cancel.failed': ({ message }) => showError(message),
    },
  });
  usePrefetchFlowModals(authenticated);

  return {
    reserve: (singleClass) =>
      reserveActor.send({ type: 'reserve.start', singleClass, customer: authenticated ? customer : null }),
    cancel: (singleClass, classReservationId) =>
      cancelActor.send({
        type: 'cancel.start',
        singleClass,
        classReservationId,
        at: appNow().toISOString(),
      }),
    // Its own component: a modal opening or closing renders it alone, not the calendar (the
    // first tap's dialog waits on what renders, issue 34).
    element: <FlowModals reserveActor={reserveActor} cancelActor={cancelActor} />,
  };
}

/** Whichever modal the reserve and cancel machines are in; nothing while neither has one. */
function FlowModals({
  reserveActor,
  cancelActor,
}: {
  reserveActor: ActorRefFrom<typeof reserveMachine>;
  cancelActor: ActorRefFrom<typeof cancelReservationMachine>;
}) {
  const modal = useSelector(reserveActor, selectModal);
  const resuming = useSelector(reserveActor, selectIsResuming);
  const cancelOpen = useSelector(cancelActor, selectCancelOpen);
  const authenticated = useSession(selectIsAuthenticated);
  const customer = useSession(selectCustomer);

  // The login modal: as soon as the session has a customer, the flow resumes (after 1 s).
  useEffect(() => {
    if (modal === 'login' && authenticated && customer) {
      reserveActor.send({ type: 'session.authenticated', customer });
    }
  }, [modal, authenticated, customer, reserveActor]);

  // A visitor's sign-in dialog is rendered ahead, in transitions, so the tap on Reservar only
  // shows it (issue 34): mounted when the page is first idle, not yet styled or laid out (a
  // visitor who only reads the schedule pays for no more); laid out, fonts and all, as a hand
  // or the focus reaches a card.
  const visitor = !authenticated;
  const [signInAhead, setSignInAhead] = useState<'no' | 'mounted' | 'laidOut'>('no');
  useEffect(() => {
    if (!visitor) return undefined;
    const stopIdle = whenIdle(() =>
      startTransition(() => setSignInAhead((ahead) => (ahead === 'no' ? 'mounted' : ahead))),
    );
    const stopIntent = whenCardIntent(() => startTransition(() => setSignInAhead('laidOut')));
    return () => {
      stopIdle();
      stopIntent();
    };
  }, [visitor]);
  const signIn =
    modal === 'login' || (visitor && signInAhead !== 'no') ? (
      <VisitorSignIn
        open={modal === 'login'}
        laidOut={signInAhead === 'laidOut'}
        resuming={resuming}
        onClose={() => reserveActor.send({ type: 'reserve.close' })}
      />
    ) : null;
  if (modal === 'login' || (!modal && !cancelOpen)) return signIn;
  return (
    <FlowModal
      // The modals could not be downloaded and the customer gives up: both flows end.
      onClose={() => {
        reserveActor.send({ type: 'reserve.close' });
        cancelActor.send({ type: 'cancel.dismiss' });
      }}
    >
      <ReserveModals actor={reserveActor} />
      <CancelModal actor={cancelActor} />
    </FlowModal>
  );
}
