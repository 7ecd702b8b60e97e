import type { HttpHandler } from 'msw';

export const fileHandlers: HttpHandler[] = [];
