import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';
import { toFailure } from '#src/api/failures';
import { ApiFailure, networkFailure } from '#src/api/errors';

const texts = {
  saveFailed: 'No se guardó:',
  unavailable: 'No pudimos conectar con el servidor. Tus datos siguen aquí; inténtalo de nuevo.',
  invalid: 'Revisa los campos marcados.',
};

function shown(failure: Parameters<typeof SaveFailureAlert>[0]['failure'], invalid = false) {
  render(
    <ChakraProvider value={defaultSystem}>
      <SaveFailureAlert failure={failure} texts={texts} invalid={invalid} />
    </ChakraProvider>,
  );
  return screen.queryByRole('alert')?.textContent ?? null;
}

describe('the back-office save alert', () => {
  it.each([
    [
      'no answer says the server was out of reach',
      toFailure('resource', networkFailure(new TypeError('Failed to fetch'))),
      texts.unavailable,
    ],
    [
      'a 5xx gives the server its own words, and says nothing typed is lost',
      toFailure('resource', new ApiFailure({ status: 500, message: 'Error interno del servidor.' })),
      'No se guardó: Error interno del servidor. Tus datos siguen aquí.',
    ],
    [
      'a 4xx is the server refusing, in its words',
      toFailure('resource', new ApiFailure({ status: 422, message: 'El precio no es válido.' })),
      'No se guardó: El precio no es válido.',
    ],
    [
      'a 5xx without words is treated as out of reach',
      toFailure('resource', new ApiFailure({ status: 503, message: '' })),
      texts.unavailable,
    ],
  ])('%s', (_, failure, text) => {
    expect(shown(failure)).toBe(text);
  });

  it('marked fields before sending say so', () => {
    expect(shown(null, true)).toBe(texts.invalid);
  });
});
