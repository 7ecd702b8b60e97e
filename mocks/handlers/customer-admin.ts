import type { HttpHandler } from 'msw';

export const customerAdminHandlers: HttpHandler[] = [];
