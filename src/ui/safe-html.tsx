import { Box, type BoxProps } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML that comes from the studio (pages, payment instructions, package descriptions) is
 * sanitised before it reaches the DOM: scripts and event handlers never run.
 */
export function SafeHtml({ html, ...box }: { html: string } & BoxProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Box className="studio-html" {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}
