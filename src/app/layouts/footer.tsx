import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '#src/config/app-config-context';
import { usePages } from '#src/config/pages-context';
import { footerPages, whatsappUrl } from '#src/domain/contact-links';
import { safeUrl } from '#src/domain/link-url';
import { es } from '#src/i18n/es';

const VENDOR_URL = 'https://studio-booking.example/';

function ExternalLink({ href, children, onDark }: { href: string; children: string; onDark?: boolean }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...(onDark ? { color: 'white', textDecoration: 'underline' } : {})}
    >
      {children}
      <Text as="span" srOnly>
        {' '}
        {es.footer.newTab}
      </Text>
    </Link>
  );
}

export function Footer() {
  const { raw } = useAppConfig();
  const pages = footerPages(usePages());
  const contact = [
    raw.whatsapp && { label: es.footer.whatsapp, href: whatsappUrl(raw.whatsapp) },
    raw.email && { label: raw.email, href: `mailto:${raw.email}` },
    raw.facebook && { label: es.footer.facebook, href: raw.facebook },
    raw.instagram && { label: es.footer.instagram, href: raw.instagram },
    raw.tiktok && { label: es.footer.tiktok, href: raw.tiktok },
    // The studio's addresses go through the one URL check; a refused one is left out.
  ].filter((item): item is { label: string; href: string } => Boolean(item && safeUrl(item.href, 'link')));

  return (
    <Box as="footer" borderTopWidth="1px" mt={12}>
      <Container maxW="6xl" py={8}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={8}>
          <Stack as="section" aria-labelledby="footer-contact" gap={2}>
            <Heading as="h2" size="sm" id="footer-contact">
              {es.footer.contact}
            </Heading>
            {contact.map((item) => (
              <ExternalLink key={item.href} href={item.href}>
                {item.label}
              </ExternalLink>
            ))}
          </Stack>
          <Stack as="section" aria-labelledby="footer-location" gap={2}>
            <Heading as="h2" size="sm" id="footer-location">
              {es.footer.location}
            </Heading>
            {raw.location && <Text>{raw.location}</Text>}
          </Stack>
          <Stack as="nav" aria-labelledby="footer-information" gap={2}>
            <Heading as="h2" size="sm" id="footer-information">
              {es.footer.information}
            </Heading>
            {pages.map((page) => (
              <Link key={page.page_id} asChild>
                <RouterLink to={`/${page.slug}`}>{page.title}</RouterLink>
              </Link>
            ))}
            <Link asChild>
              <RouterLink to="/avisos">{es.footer.announcements}</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to="/accesibilidad">{es.accessibility.footerLink}</RouterLink>
            </Link>
          </Stack>
        </SimpleGrid>
      </Container>
      <Box bg="gray.900" color="white" py={2} textAlign="center" fontSize="sm">
        {es.footer.poweredBy}{' '}
        <ExternalLink href={VENDOR_URL} onDark>
          {es.footer.vendor}
        </ExternalLink>
      </Box>
    </Box>
  );
}
