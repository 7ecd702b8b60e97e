import { expect, test, type Locator, type Page } from '@playwright/test';
import { SERVER_ERROR_BODY } from '#mocks/faults';
import { es } from '#src/i18n/es';
import { expectNoAxeViolations } from './axe';
import { doubleClickDuringWrite, requestMatches, type RequestMatch } from './held-request';
import type { StudioMocks } from '#mocks/browser';
import { PASSWORD, setScenarios } from './session';

/** A fault the matrix puts between a flow and its write (decision 036). */
export type FaultName = 'network' | 'writes' | 'latency' | 'tokenExpiry';

/** The mock's latency for the 'latency' cell: the slow line, every call 5 s late. */
export const LATENCY_MS = 5_000;

/**
 * The most calls a flow makes one after another before it shows success (sign-up: the phone
 * check, the sign-up, the account, then the calendar's week), each of them 5 s late.
 */
const SLOW_CALLS_IN_A_ROW = 4;

/** How long a busy indicator may stay after the answer came: it must not turn forever. */
export const BUSY_BOUND_MS = 8_000;

/** The most one cell may take (a slow line's cell is the longest, about 25 s on a loaded machine). */
export const CELL_TIMEOUT_MS = 60_000;

/** One flow of the matrix: how to reach its form, fill it, send it, and see it worked. */
export interface FaultFlow {
  name: string;
  /** Opens the screen, fills what a customer types; returns the fields to check afterwards. */
  prepare(page: Page, today: string): Promise<Array<{ field: Locator; value: string }>>;
  /** The button that sends the write. */
  submit(page: Page): Locator;
  /** The flow's write request (methods and path): counted, and held open for a double press. */
  write: RequestMatch;
  /** What the customer sees once the write worked. */
  success(page: Page): Locator;
  /** The flow's own Spanish text for a fault, where it does not show the server's message. */
  messages?: Partial<Record<FaultName, string>>;
  /** False for a toggle, where a second press is a second, legitimate write. */
  oneWritePerPress?: boolean;
  /**
   * For a confirmation that closes when its call fails (the cancel and leave dialogs: nothing was
   * typed, the alert says what happened): what the customer presses to open it again before the
   * retry. Without it the submit button must still be on screen.
   */
  reopen?(page: Page): Promise<void>;
  /** The control that must not stay busy after a fault, where the submit button went away with it. */
  idle?(page: Page): Locator;
  /**
   * The faults this flow cannot meet, each with the reason (log in has no token to expire): the
   * matrix lists them as skipped cells with that reason, never as a silent pass.
   */
  notApplicable?: Partial<Record<FaultName, string>>;
}

/**
 * The Spanish text the app shows for a failed call, from src/i18n and the mocks' server error
 * body (a slow line shows none; an expired token, the sign-in dialog).
 */
export function faultMessage(fault: 'network' | 'writes', flow?: FaultFlow): string {
  return flow?.messages?.[fault] ?? (fault === 'network' ? es.identity.network : SERVER_ERROR_BODY.message);
}

/** Counts the flow's writes that the mock answered with success. */
export function countWrites(page: Page, flow: FaultFlow): () => number {
  let count = 0;
  page.on('response', (response) => {
    if (requestMatches(flow.write, response.request()) && response.ok()) count += 1;
  });
  return () => count;
}

async function expectNotBusy(button: Locator): Promise<void> {
  await expect(button).not.toHaveAttribute('data-loading', /.*/, { timeout: BUSY_BOUND_MS });
  await expect(button).toBeEnabled({ timeout: BUSY_BOUND_MS });
}

async function expectKept(fields: Array<{ field: Locator; value: string }>): Promise<void> {
  for (const { field, value } of fields) await expect(field).toHaveValue(value);
}

/**
 * One cell: the flow meets the fault at its write, the customer sees the Spanish message, the
 * busy indicator goes, what was typed stays; the fault clears, one retry saves exactly once.
 */
export async function runCell(page: Page, today: string, flow: FaultFlow, fault: FaultName): Promise<void> {
  const fields = await flow.prepare(page, today);
  // From here: opening the screen may read what a write path names (log in's account, when an
  // earlier cell of the flow left a session to restore), and a cell is about its presses.
  const writes = countWrites(page, flow);
  const submit = flow.submit(page);

  if (fault === 'latency') {
    await setScenarios(page, { latencyMs: LATENCY_MS });
    // A customer on a slow line presses twice: the busy button takes one. The write is held open
    // until the second press has landed, so the machine's speed never decides whether it did.
    if (flow.oneWritePerPress === false) await submit.click();
    else await doubleClickDuringWrite(page, submit, flow.write);
    await expect(flow.success(page)).toBeVisible({
      timeout: LATENCY_MS * SLOW_CALLS_IN_A_ROW + BUSY_BOUND_MS,
    });
    expect(writes()).toBe(1);
    return;
  }

  if (fault === 'tokenExpiry') {
    await setScenarios(page, { expireTokenOnNextCall: true });
    await submit.click();
    // The sign-in in place (decision 039), over the same screen (hidden from the checks meanwhile).
    const again = page.getByRole('dialog', { name: es.identity.sessionExpired });
    await expect(again).toBeVisible({ timeout: BUSY_BOUND_MS });
    expect(writes()).toBe(0);
    await expectNoAxeViolations(page);
    await again.getByLabel(es.auth.password, { exact: true }).fill(PASSWORD);
    await again.getByRole('button', { name: es.identity.reauth.submit }).click();
    await expect(again).toBeHidden({ timeout: BUSY_BOUND_MS });
    // Back on the screen, nothing typed was lost.
    await expectKept(fields);
    // Signed in again, the customer presses once more and it is saved once.
    if (flow.reopen) await flow.reopen(page);
    await submit.click();
    await expect(flow.success(page)).toBeVisible({ timeout: BUSY_BOUND_MS });
    expect(writes()).toBe(1);
    return;
  }

  await setScenarios(page, { fault: fault === 'network' ? 'network' : 'writes' });
  await submit.click();
  await expect(page.getByText(faultMessage(fault, flow)).first()).toBeVisible({ timeout: BUSY_BOUND_MS });
  await expectNotBusy(flow.idle?.(page) ?? submit);
  await expectKept(fields);
  expect(writes()).toBe(0);

  await setScenarios(page, { fault: 'none' });
  if (flow.reopen) await flow.reopen(page);
  await submit.click();
  await expect(flow.success(page)).toBeVisible({ timeout: BUSY_BOUND_MS });
  expect(writes()).toBe(1);
}

/**
 * A flow's cells one after another in one browser context (issue 35: a cell per flow, not a
 * flow per cell). Before each cell after the first the mocks go back to the seed (its records,
 * no fault, no hold) and `prepare` opens the screen again, so a cell never meets the saves, the
 * alerts or the busy state of the one before. Each cell is a step named `<flow> × <fault>`; a
 * failing cell does not stop the others, and the test fails with every failed cell named.
 */
export async function runFlow(page: Page, today: string, flow: FaultFlow, faults: readonly FaultName[]) {
  const failed: string[] = [];
  for (const [index, fault] of faults.entries()) {
    const cell = `${flow.name} × ${fault}`;
    try {
      await test.step(
        cell,
        async () => {
          if (index > 0) await resetMocks(page);
          await runCell(page, today, flow, fault);
          expect(page.url()).not.toContain('qa-');
        },
        { box: true, timeout: CELL_TIMEOUT_MS },
      );
    } catch (error) {
      failed.push(`${cell}: ${error instanceof Error ? error.message : String(error)}`);
      // A cell that ran out of time may still be acting on the page: the ones after it would not
      // be on their own, so they are named as not run.
      if (error instanceof Error && error.message.startsWith('Step timeout')) {
        failed.push(...faults.slice(index + 1).map((next) => `${flow.name} × ${next}: not run`));
        break;
      }
    }
  }
  if (failed.length > 0) throw new Error(`fault matrix cells failed:\n${failed.join('\n\n')}`);
}

/** QA's reset (mocks/browser.ts): the seed's records, every scenario off, every hold let go. */
async function resetMocks(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __studioMocks: StudioMocks }).__studioMocks.reset());
}
