import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { bannerTarget } from '#src/domain/banner';
import { es } from '#src/i18n/es';

export const BANNER_HEIGHT_PX = 45;

/**
 * The studio's announcement strip above the navbar. It is clickable when it has a link: in-app
 * for the studio's own domain or a path, otherwise in a new tab. Hidden (slid out) it also
 * leaves the focus order and the accessibility tree.
 */
export function TopBanner({
  text,
  link,
  domain,
  visible,
}: {
  text: string;
  link: string | null;
  domain: string | null;
  visible: boolean;
}) {
  const target = bannerTarget(link ?? undefined, domain ?? undefined);
  const content = (
    <Text as="span" lineClamp={2}>
      {text}
    </Text>
  );
  return (
    <Box
      data-testid="top-banner"
      data-state={visible ? 'visible' : 'hidden'}
      h={`${BANNER_HEIGHT_PX}px`}
      px={4}
      display="flex"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      fontSize="sm"
      fontWeight="medium"
      bg="brand.solid"
      color="brand.contrast"
      // Visibility waits for the slide to finish, then hides the strip from keyboard and readers.
      visibility={visible ? 'visible' : 'hidden'}
      transition="visibility 0.3s"
      _motionReduce={{ transition: 'none' }}
    >
      {target.kind === 'internal' && (
        <Link asChild color="inherit" focusRingColor="brand.contrast">
          <RouterLink to={target.to}>{content}</RouterLink>
        </Link>
      )}
      {target.kind === 'external' && (
        <Link
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          focusRingColor="brand.contrast"
        >
          {content}
          <Text as="span" srOnly>
            {' '}
            {es.shell.newTab}
          </Text>
        </Link>
      )}
      {target.kind === 'none' && content}
    </Box>
  );
}
