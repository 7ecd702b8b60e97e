import type { HttpHandler } from 'msw';

export const discountHandlers: HttpHandler[] = [];
