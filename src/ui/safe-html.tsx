import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/**
 * HTML that comes from the studio (pages, announcements, payment instructions) goes through the
 * one sanitiser before it reaches the DOM: scripts and event handlers never run, and no link or
 * image keeps an address the one URL check refuses.
 */
export function SafeHtml({ html, ...box }: { html: string } & BoxProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box className="studio-html" {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}
