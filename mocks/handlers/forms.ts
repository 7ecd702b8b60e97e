import type { HttpHandler } from 'msw';

export const formHandlers: HttpHandler[] = [];
