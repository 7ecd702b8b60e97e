import { expect, test, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

/** Logs in through /entrar and waits for the account area. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/entrar');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // A cold first boot (Firebase, Chakra, config) can take several seconds on a busy CI machine.
  await expect(page).toHaveURL(/\/mystudio$/, { timeout: 15_000 });
}

export async function setMockClockOffset(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    (offset) =>
      (
        window as unknown as { __studioMocks: { setClockOffset(ms: number): void } }
      ).__studioMocks.setClockOffset(offset),
    ms,
  );
}

export async function setScenarios(
  page: Page,
  scenarios: {
    expireTokenOnNextCall?: boolean;
    classFillsOnNextReserve?: boolean;
    spotTakenOnNextReserve?: boolean;
    latencyMs?: number;
    fault?: 'none' | 'writes' | 'network';
  },
): Promise<void> {
  await page.evaluate(
    (next) =>
      (window as unknown as { __studioMocks: { setScenarios(s: object): void } }).__studioMocks.setScenarios(
        next,
      ),
    scenarios,
  );
}

const BOOT_MS = 15_000;

/** QA's URL parameters (README, "QA"); `console` is the bare `qa` parameter. */
export interface QaParams {
  persona?: string;
  latency?: number;
  fail?: 'none' | 'writes' | 'network';
  scenario?: string;
  clock?: string;
  reset?: boolean;
  /** One `key:value` configuration entry, e.g. `signup_fee:9`. */
  config?: string;
  console?: 'open' | '1' | 'off';
}

/** A path with QA's parameters, e.g. qaPath('/mystudio', { persona: 'ana', fail: 'writes' }). */
export function qaPath(path: string, params: QaParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === false) continue;
    search.set(key === 'console' ? 'qa' : `qa-${key}`, value === true ? '1' : String(value));
  }
  return `${path}?${search.toString()}`;
}

/**
 * Opens `path` already signed in as a persona (`ana`, `sincreditos`…) through `qa-persona`: the
 * app logs in before its first screen, so this is quicker than the form. Waits for the app.
 */
export function openAs(page: Page, persona: string, path = '/mystudio', params: QaParams = {}) {
  return test.step(`open ${path} as ${persona}`, () => open(page, persona, path, params), { box: true });
}

async function open(page: Page, persona: string, path: string, params: QaParams) {
  await page.goto(qaPath(path, { ...params, persona }));
  // Start-up includes the log-in itself, so it may take longer than one expectation's default.
  await expect(page).toHaveURL((url) => url.pathname === path && !url.search.includes('qa-'), {
    timeout: BOOT_MS,
  });
  // A persona with something pending (incompleta, terminos) gets a modal first, which hides main.
  const screen = page.getByRole('main').or(page.getByRole('dialog')).or(page.getByRole('alertdialog'));
  await expect(screen.first()).toBeVisible({ timeout: BOOT_MS });
}

/**
 * Opens the signed-in user's menu (the button carries their name) and chooses `item`, then waits
 * for its screen. The button is pressed once it is the menu's own (its code arrived after sign-in:
 * a press that began on the stand-in and ended on the menu's button would be no click at all;
 * shell.spec.ts holds that code back to try the stand-in), and the item once the menu is open (a
 * click that lands while the menu is still opening is taken by the menu, not the link).
 */
export async function chooseFromAccountMenu(page: Page, userName: string, item: string, url: RegExp) {
  const button = page.getByRole('button', { name: userName });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page).toHaveURL(url);
}
