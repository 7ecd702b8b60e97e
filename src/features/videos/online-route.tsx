import { Alert, Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { readVideoFilterOptions, readVideoLibrary, type VideoLibrary } from '#src/api/reads/videos';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { featuredVideo, gridVideos } from '#src/domain/video-card';
import { hasVideoFilters, videoPageCount, viewingNote, type VideoFilters } from '#src/domain/video-filters';
import { es } from '#src/i18n/es';
import { ReadState } from '#src/ui/load-states';
import { PageHeader } from '#src/ui/page-header';
import { Pagination } from '#src/ui/pagination';
import { NoMembership } from './no-membership';
import { useVideoFilters } from './use-video-filters';
import { VideoCard } from './video-card';
import { VideoFiltersCard } from './video-filters-card';

const text = es.videos;

/** /mystudio/online: the studio's video library (specs §2 "Online videos page"). */
export function Component() {
  const config = useAppConfig();
  const url = useVideoFilters();
  const library = useRead(readVideoLibrary, url.filters);
  const options = useRead(readVideoFilterOptions, undefined);
  const data = library.data;

  return (
    <Container maxW="7xl" py={8}>
      <PageHeader title={text.title(config.businessName)} />
      {data?.access === 'none' ? (
        <NoMembership />
      ) : (
        <>
          <VideoFiltersCard
            filters={url.filters}
            options={options.data}
            typed={url.typed}
            onType={url.type}
            onChange={url.change}
            onClear={url.clear}
          />
          <ViewingNote filters={url.filters} />
          <ReadState read={library} loading={text.loading} failed={text.loadError} whileRefreshing />
          {data?.access === 'granted' && (
            <Library
              library={data}
              filters={url.filters}
              onPage={url.goToPage}
              busy={library.status !== 'ready'}
            />
          )}
        </>
      )}
    </Container>
  );
}

function ViewingNote({ filters }: { filters: VideoFilters }) {
  const note = viewingNote(filters);
  if (!note) return null;
  return (
    <Alert.Root status="info" mb="4" data-testid="viewing-note">
      <Alert.Indicator />
      <Alert.Title>
        {note === 'favorites' ? text.filters.viewingFavorites : text.filters.viewingCompleted}
      </Alert.Title>
    </Alert.Root>
  );
}

type Granted = Extract<VideoLibrary, { access: 'granted' }>;

function Library(props: {
  library: Granted;
  filters: VideoFilters;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const { library, filters } = props;
  if (library.total === 0) {
    return <Text py="6">{hasVideoFilters(filters) ? text.noResults : text.empty}</Text>;
  }
  // The featured and latest cards belong to the plain first page; a filtered view is only the grid.
  const plain = filters.page === 1 && !hasVideoFilters(filters);
  const featured = plain ? featuredVideo(library.videos, library.favorites) : null;
  const pageCount = videoPageCount(library.total);
  return (
    <Stack gap="8" aria-busy={props.busy}>
      {(featured || library.latest) && (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          {featured && (
            <Box gridColumn={{ lg: 'span 2' }}>
              <Heading as="h2" size="md" mb="2">
                {text.featured}
              </Heading>
              <VideoCard video={featured} featured />
            </Box>
          )}
          {library.latest && (
            <Box data-testid="latest-video">
              <Heading as="h2" size="md" mb="2">
                {text.latest}
              </Heading>
              <VideoCard video={library.latest} />
            </Box>
          )}
        </SimpleGrid>
      )}
      <SimpleGrid
        as="section"
        aria-label={text.page(filters.page, pageCount)}
        columns={{ base: 1, sm: 2, md: 3, xl: 4 }}
        gap="4"
      >
        {gridVideos(library.videos, featured).map((video) => (
          <VideoCard key={video.video_id} video={video} />
        ))}
      </SimpleGrid>
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        onPageChange={props.onPage}
        label={text.pagination}
        disabled={props.busy}
      />
    </Stack>
  );
}
