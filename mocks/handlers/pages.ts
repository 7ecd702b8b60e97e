import type { HttpHandler } from 'msw';

export const pageHandlers: HttpHandler[] = [];
