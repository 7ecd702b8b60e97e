import type { HttpHandler } from 'msw';

export const locationHandlers: HttpHandler[] = [];
