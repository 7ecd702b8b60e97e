import { Box, Button, Container, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppConfig } from '#src/config/app-config-context';
import { useFileUrl } from '#src/config/file-url';
import { checkoutPath } from '#src/domain/packages';
import { HOME_RESERVE_PACKAGE_ID } from '#src/domain/public-site';
import { es } from '#src/i18n/es';
import { SiteImage } from '#src/ui/site-image';

/**
 * The first screen: the studio's name, the hero's title and subtitle (the tagline when there is
 * none), its image (the page's only high-priority image) and the two ways in: buy the home
 * package (commerce §2: the home reserve action uses package 152) or see the schedule.
 */
export function HeroSection() {
  const { raw, businessName, tagline } = useAppConfig();
  const fileUrl = useFileUrl();
  const title = raw.hero_title?.trim() || tagline;
  const subtitle = raw.hero_title?.trim() ? raw.hero_subtitle?.trim() : '';
  const image = raw.hero_image?.trim() ? fileUrl(raw.hero_image.trim()) : null;
  return (
    <Box as="section" id="inicio" data-section="inicio" aria-labelledby="inicio-titulo" bg="studio.light">
      <Container
        maxW="6xl"
        py={{ base: 10, md: 16 }}
        display="grid"
        gap={8}
        gridTemplateColumns={{ base: '1fr', md: image ? '1fr 1fr' : '1fr' }}
        alignItems="center"
      >
        <Stack gap={4}>
          <Heading
            as="h1"
            id="inicio-titulo"
            size="md"
            color="brand.fg"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            {businessName}
          </Heading>
          {title && (
            <Text
              fontSize={{ base: '4xl', md: '6xl' }}
              fontWeight="bold"
              lineHeight="1.1"
              data-testid="hero-title"
            >
              {title}
            </Text>
          )}
          {subtitle && <Text fontSize={{ base: 'lg', md: 'xl' }}>{subtitle}</Text>}
          <Wrap gap={3} mt={2}>
            <Button asChild size="lg">
              <RouterLink to={checkoutPath(HOME_RESERVE_PACKAGE_ID)}>{es.site.reserve}</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to="/calendario">{es.site.seeSchedule}</RouterLink>
            </Button>
          </Wrap>
        </Stack>
        {image && (
          <SiteImage
            src={image}
            alt=""
            width={800}
            height={600}
            priority
            w="full"
            objectFit="cover"
            rounded="xl"
            aspectRatio="4 / 3"
          />
        )}
      </Container>
    </Box>
  );
}
