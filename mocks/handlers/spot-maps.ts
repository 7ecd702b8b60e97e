import type { HttpHandler } from 'msw';

export const spotMapHandlers: HttpHandler[] = [];
