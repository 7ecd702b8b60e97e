import type { Page } from '#src/api/entities';
import { createContext, useContext } from 'react';

/** The studio's content pages, loaded once at start: the footer links and one route per page. */
export const PagesContext = createContext<readonly Page[]>([]);

export function usePages(): readonly Page[] {
  return useContext(PagesContext);
}
