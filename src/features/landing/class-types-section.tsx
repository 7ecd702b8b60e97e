import type { ClassType } from '#src/api/entities';
import { Box, Card, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { readClassTypes } from '#src/api/reads/public-site';
import { useRead } from '#src/app/use-read';
import { useFileUrl } from '#src/config/file-url';
import { es } from '#src/i18n/es';
import { SiteImage } from '#src/ui/site-image';
import { CardGrid } from '#src/ui/card-grid';
import { LandingSection } from './landing-section';

/** The studio's class types, each card leading to its page (/class_type/{id}). */
export function ClassTypesSection({ id }: { id: string }) {
  const read = useRead(readClassTypes, undefined);
  return (
    <LandingSection
      id={id}
      title={es.site.classTypes}
      read={read}
      loading={es.site.classTypesLoading}
      failed={es.site.classTypesError}
    >
      {(types) => (
        <CardGrid items={types} keyOf={(type) => type.class_type_id} columns={{ base: 1, sm: 2, lg: 4 }}>
          {(type) => <ClassTypeCard type={type} />}
        </CardGrid>
      )}
    </LandingSection>
  );
}

function ClassTypeCard({ type }: { type: ClassType }) {
  const fileUrl = useFileUrl();
  const image = type.image?.src ? fileUrl(type.image.src) : null;
  return (
    <Card.Root as="article" overflow="hidden" h="full" position="relative">
      {image && (
        <SiteImage
          src={image}
          alt=""
          width={480}
          height={270}
          w="full"
          aspectRatio="16 / 9"
          objectFit="cover"
        />
      )}
      <Card.Body gap={2}>
        <Card.Title as="h3">
          <LinkOverlay asChild>
            <RouterLink to={`/class_type/${type.class_type_id}`}>
              {type.icon ? (
                <Box as="span" aria-hidden me={2}>
                  {type.icon}
                </Box>
              ) : null}
              {type.name}
            </RouterLink>
          </LinkOverlay>
        </Card.Title>
        {type.description && (
          <Text color="fg.muted" lineClamp={3}>
            {type.description}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
