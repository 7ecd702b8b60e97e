import type { HttpHandler } from 'msw';

export const packageHandlers: HttpHandler[] = [];
