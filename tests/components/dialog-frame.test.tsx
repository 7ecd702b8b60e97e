import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogFrame } from '#src/ui/dialog-frame';

/** A form whose save takes until the test says so, as a machine's busy state would. */
function SavingForm({ save, onClose }: { save: () => void; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <DialogFrame
        open
        title="Nombre de tu invitado"
        busy={busy}
        onClose={onClose}
        onSubmit={() => {
          save();
          setBusy(true);
        }}
        secondaryLabel="Cancelar"
        primary={{ label: 'Guardar' }}
        closeLabel="Cerrar"
      >
        <input aria-label="Nombre" />
      </DialogFrame>
      <button type="button" onClick={() => setBusy(false)}>
        terminar
      </button>
    </>
  );
}

const wrap = (ui: React.ReactNode) => render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);

describe('the dialog frame', () => {
  it('titles the dialog and submits its form once per click; busy disables the primary action', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    const onClose = vi.fn();
    wrap(<SavingForm save={save} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nombre de tu invitado' });
    const primary = within(dialog).getByRole('button', { name: 'Guardar' });
    await user.click(primary);
    await user.click(primary);
    expect(save).toHaveBeenCalledTimes(1);
    expect(primary).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // Enter in a field is the same submit: still one while busy.
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), '{Enter}');
    expect(save).toHaveBeenCalledTimes(1);
    // Nothing closes it while it works.
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes from the secondary action and the close button when idle', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    wrap(<SavingForm save={vi.fn()} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('a confirmation is an alertdialog whose primary action runs its handler', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn();
    wrap(
      <DialogFrame
        open
        role="alertdialog"
        title="Precaución"
        onClose={vi.fn()}
        secondaryLabel="Cancelar"
        primary={{ label: 'Salir', colorPalette: 'red', onClick: confirm }}
      >
        ¿Seguro?
      </DialogFrame>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Precaución' });
    await user.click(within(dialog).getByRole('button', { name: 'Salir' }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('stays open when code moves the focus outside it (React StrictMode mounts it twice in development)', async () => {
    const onClose = vi.fn();
    wrap(
      <StrictMode>
        <button type="button">Reservar</button>
        <DialogFrame open title="Reservar Clase" onClose={onClose} secondaryLabel="Cancelar">
          <input aria-label="Nombre" />
        </DialogFrame>
      </StrictMode>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reservar Clase' });
    act(() => screen.getByRole('button', { name: 'Reservar', hidden: true }).focus());
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
  });
});
