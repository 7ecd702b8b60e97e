import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertsOutlet, showError, showSuccess } from '#src/ui/alerts';

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
});
