import type { HttpHandler } from 'msw';

export const customerHandlers: HttpHandler[] = [];
