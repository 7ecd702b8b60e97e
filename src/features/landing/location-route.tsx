import type { StudioLocation } from '#src/api/entities';
import { Card, Container, Heading, Link, Text } from '@chakra-ui/react';
import { readStudioLocations } from '#src/api/reads/public-site';
import { usePageMeta } from '#src/app/use-page-meta';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { mapsUrl } from '#src/domain/public-site';
import { es } from '#src/i18n/es';
import { ReadState } from '#src/ui/load-states';
import { CardGrid } from '#src/ui/card-grid';
import { PageHeader } from '#src/ui/page-header';

/** /ubicacion: the studio's `location` text, then each location with its address and a maps link. */
export function Component() {
  const { businessName, raw } = useAppConfig();
  usePageMeta({ title: es.site.location, description: es.site.locationDescription(businessName) });
  const read = useRead(readStudioLocations, undefined);
  const summary = raw.location?.trim();
  return (
    <Container maxW="5xl" py={10}>
      <PageHeader title={es.site.location} />
      {summary && (
        <Text fontSize="lg" mb={6}>
          {summary}
        </Text>
      )}
      <ReadState read={read} loading={es.site.locationsLoading} failed={es.site.locationsError} />
      {read.data && read.data.length > 0 && (
        <CardGrid items={read.data} keyOf={(location) => location.location_id} columns={{ base: 1, md: 2 }}>
          {(location) => <LocationCard location={location} />}
        </CardGrid>
      )}
    </Container>
  );
}

function LocationCard({ location }: { location: StudioLocation }) {
  return (
    <Card.Root as="article" h="full">
      <Card.Body gap={2}>
        <Heading as="h2" size="lg">
          {location.name}
        </Heading>
        {location.address && (
          <>
            <Text as="address" fontStyle="normal">
              {location.address}
            </Text>
            <Link
              href={mapsUrl(location.address)}
              target="_blank"
              rel="noopener noreferrer"
              variant="underline"
            >
              {es.site.openInMaps(location.name)}
              <Text as="span" srOnly>
                {' '}
                {es.site.newTab}
              </Text>
            </Link>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
