// Which Chromium the tests drive: CHROMIUM_PATH, then Debian's headless shell, then Debian's full
// /usr/bin/chromium, then a browser Playwright itself installed. Returns null when there is none.
// The headless shell is the same engine without the desktop browser around it: the e2e suite
// takes about a fifth less time in it (decision 080).
import { existsSync } from 'node:fs';

export async function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright's own browser is optional.
  }
  return null;
}
