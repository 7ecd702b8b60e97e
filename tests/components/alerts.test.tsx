import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertsOutlet, removeAlerts, showError, showSuccess } from '#src/ui/alerts';

// The toaster is loaded with the first alert (issue 16): alerts raised before it has loaded, or
// several at once, must all show.
describe('the global alerts', () => {
  it('render nothing until the first alert, then show every alert raised while loading', async () => {
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <AlertsOutlet />
      </ChakraProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();

    showError('No pudimos reservar la clase');
    showSuccess('¡Reservación exitosa!');
    showError('Error 401: sin sesión');

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos reservar la clase');
    expect(await screen.findByRole('status')).toHaveTextContent('¡Reservación exitosa!');
    // Texts naming 400 or 401 are never shown (domain/alerts).
    expect(screen.queryByText('Error 401: sin sesión')).toBeNull();
  });

  it('are all removed at once by removeAlerts, so a test (or a page) starts with none', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <AlertsOutlet />
      </ChakraProvider>,
    );
    showSuccess('¡Guardado!');
    expect(await screen.findByRole('status')).toHaveTextContent('¡Guardado!');
    removeAlerts();
    await waitFor(() => expect(screen.queryByText('¡Guardado!')).toBeNull());
  });

  it('start a test with none of the alerts the test before left (the setup removes them)', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <AlertsOutlet />
      </ChakraProvider>,
    );
    showError('Segunda prueba');
    expect(await screen.findByRole('alert')).toHaveTextContent('Segunda prueba');
    expect(screen.queryByText('No pudimos reservar la clase')).toBeNull();
    expect(screen.queryByText('¡Reservación exitosa!')).toBeNull();
  });
});
