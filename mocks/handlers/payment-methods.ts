import type { HttpHandler } from 'msw';

export const paymentMethodHandlers: HttpHandler[] = [];
