import { Alert, Button, Container } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { readVideoScreen } from '#src/api/reads/videos';
import { useRead } from '#src/app/use-read';
import { es } from '#src/i18n/es';
import { ReadState } from '#src/ui/load-states';
import { NoMembership } from './no-membership';
import { VideoPage } from './video-page';

const text = es.videos.video;

/** /mystudio/video/{id}: one video, its player and the customer's marks. */
export function Component() {
  const id = Number(useParams().id);
  return (
    <Container maxW="5xl" py={8}>
      <Button asChild variant="ghost" size="sm" mb="4">
        <RouterLink to="/mystudio/online">← {text.back}</RouterLink>
      </Button>
      {Number.isInteger(id) && id > 0 ? <VideoScreen key={id} id={id} /> : <NotFound />}
    </Container>
  );
}

function VideoScreen({ id }: { id: number }) {
  const read = useRead(readVideoScreen, { id });
  const data = read.data;
  return (
    <>
      <ReadState read={read} loading={text.loading} failed={text.loadError} />
      {data?.kind === 'notFound' && <NotFound />}
      {data?.kind === 'noMembership' && <NoMembership />}
      {data?.kind === 'found' && <VideoPage video={data.video} progress={data.progress} />}
    </>
  );
}

/** Specs §8: the video 404. */
function NotFound() {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text.notFound}</Alert.Title>
    </Alert.Root>
  );
}
