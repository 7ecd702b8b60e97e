import type { HttpHandler } from 'msw';

export const waitlistHandlers: HttpHandler[] = [];
