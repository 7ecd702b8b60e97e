import type { HttpHandler } from 'msw';

export const scheduleHandlers: HttpHandler[] = [];
