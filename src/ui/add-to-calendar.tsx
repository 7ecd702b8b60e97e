import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import {
  googleCalendarUrl,
  icsFileName,
  outlookCalendarUrl,
  toIcs,
  type CalendarEvent,
} from '#src/domain/calendar-event';
import { appNow } from '#src/domain/app-clock';
import { es } from '#src/i18n/es';
import { downloadFile } from './download-file';

const text = es.reservations.addToCalendar;
const DOWNLOAD = 'ics';

/**
 * 'Calendario': the reservation as an .ics file, or straight into Google Calendar or Outlook.
 * A cancelled reservation offers only the file that removes the event.
 */
export function AddToCalendar({ event, label }: { event: CalendarEvent; label: string }) {
  // Held here, as in the user menu: Chakra's own state needed two clicks after a choice.
  const [open, setOpen] = useState(false);
  const links = event.cancelled
    ? []
    : [
        { value: 'google', label: text.google, href: googleCalendarUrl(event) },
        { value: 'outlook', label: text.outlook, href: outlookCalendarUrl(event) },
      ];
  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onSelect={({ value }) => {
        if (value !== DOWNLOAD) return;
        downloadFile(icsFileName(event), toIcs(event, appNow()), 'text/calendar;charset=utf-8');
      }}
    >
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={label}>
          {text.open}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value={DOWNLOAD}>{event.cancelled ? text.downloadCancel : text.download}</Menu.Item>
            {links.map((link) => (
              <Menu.Item key={link.value} value={link.value} asChild>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
