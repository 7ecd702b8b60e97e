import { studioSanitizer } from '#src/domain/html-allow-list';

/** The app's sanitiser: the studio's one allow-list (src/domain/html-allow-list.ts) on this window. */
export const sanitizeHtml = studioSanitizer(window);
