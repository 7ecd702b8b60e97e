import type { HttpHandler } from 'msw';

export const availableClassHandlers: HttpHandler[] = [];
