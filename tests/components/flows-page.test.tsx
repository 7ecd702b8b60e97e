import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '#machines/registry';
import { Component as MachinePage } from '#src/features/devtools/flows/flow-machine-route';
import { FLOWS_CHANNEL, type FlowMessage } from '#src/features/devtools/flows/flow-messages';
import { Component as IndexPage } from '#src/features/devtools/flows/flows-index-route';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Stands in for the app tab's forwarder.
const appTab = new BroadcastChannel(FLOWS_CHANNEL);
afterAll(() => appTab.close());

function send(sessionId: string, ...messages: Array<Partial<FlowMessage> & { kind: FlowMessage['kind'] }>) {
  for (const message of messages) appTab.postMessage({ sessionId, machineId: 'reserve', at: 0, ...message });
}

function renderAt(path: string) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/__flows" element={<IndexPage />} />
          <Route path="/__flows/:machineId" element={<MachinePage />} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('/__flows', () => {
  it('lists every registered machine and counts its running actors', async () => {
    renderAt('/__flows');
    expect(screen.getByRole('heading', { level: 1, name: 'Visualizador de flujos' })).toBeInTheDocument();
    for (const entry of machineRegistry) {
      expect(screen.getByRole('link', { name: entry.title })).toHaveAttribute('href', `/__flows/${entry.id}`);
    }
    send('list:1', { kind: 'snapshot', snapshot: { status: 'active', value: 'idle', context: {} } });
    expect(await screen.findByText('1 actor en ejecución')).toBeInTheDocument();
  });
});

describe('/__flows/:machineId', () => {
  it('draws the machine and follows the selected actor live', async () => {
    const { container } = renderAt('/__flows/reserve');
    expect(screen.getByRole('heading', { level: 1, name: 'Reservar una clase' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Diagrama de la máquina reserve' })).toBeInTheDocument();

    send(
      'live:1',
      { kind: 'event', event: { type: 'xstate.init', payload: {} } },
      { kind: 'snapshot', snapshot: { status: 'active', value: 'idle', context: { withGuest: false } } },
      { kind: 'event', event: { type: 'reserve.start', payload: { singleClass: { single_class_id: 9 } } } },
      { kind: 'snapshot', snapshot: { status: 'active', value: 'form', context: { withGuest: true } } },
    );
    await waitFor(() => expect(screen.getByTestId('flow-current-state')).toHaveTextContent('form'));
    expect(container.querySelector('[data-state-key="form"]')).toHaveAttribute('data-active', 'true');
    expect(container.querySelector('[data-state-key="idle"]')).not.toHaveAttribute('data-active');
    expect(screen.getByRole('combobox', { name: 'Actores' })).toHaveDisplayValue('live:1 (active)');

    const log = within(screen.getByTestId('flow-event-log'));
    const rows = log.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'reserve.start',
      'xstate.init',
    ]);
    expect(rows[0]).toHaveTextContent('{"singleClass":{"single_class_id":9}}');
    expect(screen.getByTestId('flow-context')).toHaveTextContent('"withGuest": true');

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says so when no machine has that name', () => {
    renderAt('/__flows/nada');
    expect(screen.getByRole('alert')).toHaveTextContent('No hay ninguna máquina con ese nombre.');
  });
});
