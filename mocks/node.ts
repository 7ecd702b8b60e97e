import { setupServer } from 'msw/node';
import { handlers } from './handlers/all';

/** The mock backend in Node: Vitest's setup starts it before any test file imports the app. */
export const server = setupServer(...handlers);
