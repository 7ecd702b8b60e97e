import { setupServer } from 'msw/node';
import { faultHandlers } from './faults';
import { handlers } from './handlers/all';
import { indexHandlers } from './handler-index';
import { cleanStaffHtmlOnJsdom } from './node-window';
import { renewalHandlers } from './renewals';

cleanStaffHtmlOnJsdom();

/**
 * The mock backend in Node: Vitest's setup starts it before any test file imports the app.
 * QA's faults come first, so tests can set latency or failures with `setScenarios`; then the
 * subscriptions' renewals due at the mock clock (mocks/renewals.ts).
 */
export const server = setupServer(indexHandlers([...faultHandlers, ...renewalHandlers, ...handlers]));
