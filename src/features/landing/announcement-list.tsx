import type { Announcement } from '#src/api/entities';
import { Card, Heading, Stack } from '@chakra-ui/react';
import { SafeHtml } from '#src/ui/safe-html';

/** Announcements as cards: the title, and the studio's HTML through the one sanitiser. */
export function AnnouncementList({
  announcements,
  level,
}: {
  announcements: readonly Announcement[];
  level: 'h2' | 'h3';
}) {
  return (
    <Stack as="ul" listStyleType="none" gap={4}>
      {announcements.map((announcement) => (
        <li key={announcement.announcement_id}>
          <Card.Root as="article">
            <Card.Body gap={2}>
              <Heading as={level} size="lg">
                {announcement.title}
              </Heading>
              {announcement.content && <SafeHtml html={announcement.content} />}
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </Stack>
  );
}
