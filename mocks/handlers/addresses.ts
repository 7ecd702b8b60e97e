import type { HttpHandler } from 'msw';

export const addressHandlers: HttpHandler[] = [];
