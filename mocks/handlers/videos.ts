import type { HttpHandler } from 'msw';

export const videoHandlers: HttpHandler[] = [];
