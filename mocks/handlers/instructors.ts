import type { HttpHandler } from 'msw';

export const instructorHandlers: HttpHandler[] = [];
