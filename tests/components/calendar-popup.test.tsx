import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedConfig } from '#mocks/seed/config';
import { toAppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { createStudioSystem } from '#src/config/theme';
import { DAILY_POPUP_STORAGE_KEY, localDay } from '#src/domain/daily-popup';
import { DailyPopup } from '#src/ui/calendar/daily-popup';

// The seed has the popup off; these tests turn it on through the configuration.
const ON = {
  popup_presencial_enabled: 'true',
  popup_presencial_src: 'uploads/presencial.jpg',
  popup_presencial_link: '/paquetes',
};

function renderPopup(overrides: Record<string, string> = ON) {
  const config = toAppConfig(
    Object.entries({ ...seedConfig, ...overrides }).map(([key, value]) => ({ key, value })),
  );
  return render(
    <ChakraProvider value={createStudioSystem(config)}>
      <AppConfigContext.Provider value={config}>
        <MemoryRouter>
          <DailyPopup config={config} />
        </MemoryRouter>
      </AppConfigContext.Provider>
    </ChakraProvider>,
  );
}

beforeEach(() => window.localStorage.clear());

describe('the once-per-day in-person popup', () => {
  it('shows the image linking to the configured link, closes, and remembers the day', async () => {
    const user = userEvent.setup();
    renderPopup();
    const image = await screen.findByRole('img', { name: 'Aviso de clases presenciales' });
    expect(image).toHaveAttribute('src', `${window.location.origin}/uploads/presencial.jpg`);
    expect(screen.getByRole('link', { name: 'Aviso de clases presenciales' })).toHaveAttribute(
      'href',
      '/paquetes',
    );
    expect(window.localStorage.getItem(DAILY_POPUP_STORAGE_KEY)).toBe(localDay(new Date()));
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not shown again the same day', () => {
    window.localStorage.setItem(DAILY_POPUP_STORAGE_KEY, localDay(new Date()));
    renderPopup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is shown again the next day', async () => {
    window.localStorage.setItem(DAILY_POPUP_STORAGE_KEY, '2000-01-01');
    renderPopup();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('opens an outside link in a new tab', async () => {
    renderPopup({ ...ON, popup_presencial_link: 'https://example.com/promo' });
    const link = await screen.findByRole('link', { name: 'Aviso de clases presenciales' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', 'https://example.com/promo');
  });

  it('stays away when disabled, as seeded', () => {
    renderPopup({});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(DAILY_POPUP_STORAGE_KEY)).toBeNull();
  });
});
