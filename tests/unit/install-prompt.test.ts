import { describe, expect, it } from 'vitest';
import {
  INSTALL_DISMISS_DAYS,
  showsInstallPrompt,
  type InstallPromptState,
} from '#src/domain/install-prompt';

const now = new Date('2026-11-18T16:00:00.000Z');
const state = (over: Partial<InstallPromptState> = {}): InstallPromptState => ({
  promptAvailable: true,
  installed: false,
  dismissedAt: null,
  hasReserved: true,
  ...over,
});
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('when Instalar app is offered', () => {
  it('after a first reservation, where the browser can install it', () => {
    expect(showsInstallPrompt(state(), now)).toBe(true);
  });

  it('never on arrival, where installing is unsupported, or once installed', () => {
    expect(showsInstallPrompt(state({ hasReserved: false }), now)).toBe(false);
    expect(showsInstallPrompt(state({ promptAvailable: false }), now)).toBe(false);
    expect(showsInstallPrompt(state({ installed: true }), now)).toBe(false);
  });

  it(`not again for ${INSTALL_DISMISS_DAYS} days after Ahora no`, () => {
    expect(showsInstallPrompt(state({ dismissedAt: daysAgo(1) }), now)).toBe(false);
    expect(showsInstallPrompt(state({ dismissedAt: daysAgo(INSTALL_DISMISS_DAYS - 1) }), now)).toBe(false);
    expect(showsInstallPrompt(state({ dismissedAt: daysAgo(INSTALL_DISMISS_DAYS) }), now)).toBe(true);
  });
});
