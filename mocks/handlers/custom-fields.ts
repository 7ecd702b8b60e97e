import type { HttpHandler } from 'msw';

export const customFieldHandlers: HttpHandler[] = [];
