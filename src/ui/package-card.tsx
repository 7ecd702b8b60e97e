import type { ClassPackage } from '#src/api/entities';
import { Box, Button, Card, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFileUrl } from '#src/config/file-url';
import { formatMxn } from '#src/domain/money';
import { checkoutPath, packagePrices } from '#src/domain/packages';
import { es } from '#src/i18n/es';
import { CardGrid } from './card-grid';
import { SiteImage } from './site-image';
import styles from './package-card.module.css';

/** One package: image, title, price (the regular one struck when on offer), blurb and 'Comprar'. */
export function PackageCard({ pkg }: { pkg: ClassPackage }) {
  const titleId = useId();
  const fileUrl = useFileUrl();
  const image = fileUrl(pkg.image?.src);
  const { current, regular } = packagePrices(pkg);
  return (
    <Card.Root as="article" aria-labelledby={titleId} overflow="hidden" h="full">
      {image && <SiteImage src={image} alt="" width={640} height={320} className={styles.image} />}
      <Card.Body gap="3">
        <Card.Title as="h3" id={titleId}>
          {pkg.title}
        </Card.Title>
        <HStack gap="3" align="baseline" wrap="wrap">
          <Text fontSize="2xl" fontWeight="bold" data-testid="package-price">
            {regular !== null && <VisuallyHidden>{es.packages.salePrice}: </VisuallyHidden>}
            {formatMxn(current)}
          </Text>
          {regular !== null && (
            <Text as="s" color="fg.muted" data-testid="package-regular-price">
              <VisuallyHidden>{es.packages.regularPrice}: </VisuallyHidden>
              {formatMxn(regular)}
            </Text>
          )}
        </HStack>
        {pkg.short_description && <Text color="fg.muted">{pkg.short_description}</Text>}
      </Card.Body>
      <Card.Footer>
        <Box w="full">
          <Button asChild colorPalette="brand" w="full">
            <RouterLink to={checkoutPath(pkg.class_package_id)}>{es.packages.buy}</RouterLink>
          </Button>
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}

/** A titled group of package cards in a responsive grid. */
export function PackageSection({ title, packages }: { title: string; packages: readonly ClassPackage[] }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Text as="h2" id={headingId} fontSize="xl" fontWeight="semibold">
        {title}
      </Text>
      <CardGrid items={packages} keyOf={(pkg) => pkg.class_package_id} columns={{ base: 1, sm: 2, lg: 3 }}>
        {(pkg) => <PackageCard pkg={pkg} />}
      </CardGrid>
    </Stack>
  );
}
