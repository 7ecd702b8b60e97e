import { createContext, useContext } from 'react';
import type { Page } from '#src/features/content/load-page';

/** The studio's content pages, loaded once at start: the footer links and one route per page. */
export const PagesContext = createContext<readonly Page[]>([]);

export function usePages(): readonly Page[] {
  return useContext(PagesContext);
}
