import type { HttpHandler } from 'msw';

export const reservationHandlers: HttpHandler[] = [];
