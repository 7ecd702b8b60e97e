import type { HttpHandler } from 'msw';

export const favoriteHandlers: HttpHandler[] = [];
