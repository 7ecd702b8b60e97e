import type { SingleClass } from '#src/api/entities';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { cancelReservationMachine } from '#machines/cancel-reservation/machine';
import { selectIsOpen } from '#machines/cancel-reservation/selectors';
import { loadChakra } from '#src/app/chakra-island';
import { CancelModal, FlowModal } from '#src/ui/reserve/flow-modals';

/**
 * The flows' modals chunk as the network delivers it: while `reachable` is false its download
 * fails as Chromium reports it (no signal on the first Reservar), and each import is counted.
 */
const chunk = vi.hoisted(() => ({ reachable: true, downloads: 0 }));
vi.mock('#src/ui/reserve/reserve-flow-modals', async (importOriginal) => {
  chunk.downloads += 1;
  if (!chunk.reachable) {
    throw new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/reserve-modals-Bx1.js',
    );
  }
  return importOriginal();
});

// Chakra and the modals' modules take seconds to import in jsdom on a loaded machine: imported
// before the tests, so what they wait for is React and the flows, never the machine's speed.
beforeAll(async () => {
  await Promise.all([loadChakra(), vi.importActual('#src/ui/reserve/reserve-flow-modals')]);
}, 60_000);

const yoga = {
  single_class_id: 40,
  class_date: '2030-03-11T09:00:00.000Z',
  class_type: { class_type_id: 1, name: 'Vinyasa Yoga' },
} as SingleClass;

/** As the calendar draws it: the flow's modal only while the flow has one open. */
function CancelFlow({ actor }: { actor: ActorRefFrom<typeof cancelReservationMachine> }) {
  const open = useSelector(actor, selectIsOpen);
  return open ? (
    <FlowModal onClose={() => actor.send({ type: 'cancel.dismiss' })}>
      <CancelModal actor={actor} />
    </FlowModal>
  ) : null;
}

/** The calendar with a class's Cancelar pressed: the flow waits on its 'Precaución' confirmation. */
function renderCancelFromCalendar() {
  const actor = createActor(
    cancelReservationMachine.provide({ actors: { cancelReservation: fromPromise(async () => 'ok') } }),
    { input: { allowCancel: true, allowAfterThreshold: false, value: 12, unit: 'hours' } },
  ).start();
  actor.send({
    type: 'cancel.start',
    singleClass: yoga,
    classReservationId: 9,
    at: '2030-03-01T00:00:00.000Z',
  });
  render(
    <>
      <section aria-label="Calendario de clases">
        <h2>Semana del 11 mar</h2>
      </section>
      <CancelFlow actor={actor} />
    </>,
  );
  return actor;
}

describe("a flow's modal still on its way", () => {
  it("answers the click with 'Cargando…' floating over the page until its code arrives", async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const code = new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve));
    const Modal = lazy(() => code);
    render(
      <FlowModal>
        <Modal />
      </FlowModal>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
    arrive({ default: () => <div role="dialog" aria-label="Reservar Clase: Vinyasa Yoga" /> });
    expect(await screen.findByRole('dialog', { name: 'Reservar Clase: Vinyasa Yoga' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

// Issue 35: offline on the first Reservar, the modals' chunk failed and the route's error screen
// replaced the whole calendar.
describe("a flow's modal whose code cannot be downloaded", () => {
  it('says the connection failed over the calendar, which stays; Cerrar gives up, Reintentar downloads it again', async () => {
    chunk.reachable = false;
    const before = chunk.downloads;
    const actor = renderCancelFromCalendar();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Falló la conexión y no pudimos abrir esta ventana. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(screen.getByRole('heading', { name: 'Semana del 11 mar' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(chunk.downloads).toBeGreaterThan(before);

    // Cerrar: the flow ends, the calendar is as it was.
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Semana del 11 mar' })).toBeInTheDocument();

    // Cancelar again, still without signal: the chunk is asked for once more, and fails the same way.
    const beforeAgain = chunk.downloads;
    act(() =>
      actor.send({
        type: 'cancel.start',
        singleClass: yoga,
        classReservationId: 9,
        at: '2030-03-01T00:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Falló la conexión');
    expect(chunk.downloads).toBeGreaterThan(beforeAgain);

    // The signal is back: one press downloads the chunk again and opens the confirmation.
    chunk.reachable = true;
    const failedDownloads = chunk.downloads;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Precaución' })).toHaveTextContent('Vinyasa Yoga');
    expect(chunk.downloads).toBeGreaterThan(failedDownloads);
    expect(screen.queryByText(/Falló la conexión/)).toBeNull();
    // Behind the modal (hidden from assistive technology while it is open), the calendar is still there.
    expect(screen.getByRole('heading', { name: 'Semana del 11 mar', hidden: true })).toBeInTheDocument();
  });
});
