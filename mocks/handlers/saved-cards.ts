import type { HttpHandler } from 'msw';

export const savedCardHandlers: HttpHandler[] = [];
