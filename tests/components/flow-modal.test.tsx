import { render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FlowModal } from '#src/ui/reserve/flow-modals';

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
    arrive({ default: () => <div role="dialog" aria-label="Inicia sesión para reservar" /> });
    expect(await screen.findByRole('dialog', { name: 'Inicia sesión para reservar' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
