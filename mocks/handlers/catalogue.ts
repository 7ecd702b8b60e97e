import type { HttpHandler } from 'msw';

export const catalogueHandlers: HttpHandler[] = [];
