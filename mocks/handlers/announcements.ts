import type { HttpHandler } from 'msw';

export const announcementHandlers: HttpHandler[] = [];
