import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '#src/ui/confirm-dialog';

function renderDialog(busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <ConfirmDialog open busy={busy} confirmLabel="Eliminar" onConfirm={onConfirm} onCancel={onCancel}>
        Esta acción no se puede deshacer.
      </ConfirmDialog>
    </ChakraProvider>,
  );
  return { onConfirm, onCancel };
}

describe('the confirm dialog', () => {
  it("is titled 'Precaución' and confirms or cancels", async () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Precaución' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled while the action runs', async () => {
    renderDialog(true);
    expect(await screen.findByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });
});
