/** Which Chromium the browser scripts drive (find-chromium.mjs); null when there is none. */
export function findChromium(): Promise<string | null>;
