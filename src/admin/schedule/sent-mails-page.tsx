import { Heading, Text } from '@chakra-ui/react';
import { readSentMails } from '#src/api/reads/schedule-admin';
import type { components } from '#src/api/schema.gen';
import { useRead } from '#src/app/use-read';
import type { MailDelivery } from '#src/domain/mail/delivery';
import { SENT_MAILS_PAGE_SIZE } from '#src/domain/paging';
import type { StatusTone } from '#src/domain/purchase-status';
import { es } from '#src/i18n/es-admin';
import { titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { StatusBadge } from '#src/ui/status-badge';
import { StudioTime } from '#src/ui/studio-time';
import { PagedSearch } from '#src/admin/lists/paged-search';

type SentMail = components['schemas']['SentMail'];

const text = es.scheduleResources.sentMails;
const fields = text.fields;
const TONES: Record<MailDelivery, StatusTone> = { sent: 'success', pending: 'info', failed: 'danger' };

const columns: ListColumn<SentMail>[] = [
  titleColumn(fields.subject, (mail) => mail.subject),
  { id: 'to', header: fields.to, cell: (mail) => mail.to },
  {
    id: 'createdAt',
    header: fields.createdAt,
    cell: (mail) => <StudioTime value={mail.createdAt} format="DD MMM YYYY HH:mm" />,
  },
  {
    id: 'delivery',
    header: fields.delivery,
    card: 'badge',
    cell: (mail) => <StatusBadge tone={TONES[mail.delivery]}>{text.deliveries[mail.delivery]}</StatusBadge>,
  },
  { id: 'deliveryError', header: fields.deliveryError, cell: (mail) => mail.deliveryError ?? '' },
  {
    id: 'body',
    header: fields.body,
    card: 'description',
    cell: (mail) => (
      <Text as="span" display="block" whiteSpace="pre-line" lineClamp={3} fontSize="sm">
        {mail.body}
      </Text>
    ),
  },
];

/**
 * /admin/correos: what the server emailed customers and whether it left, newest first, a page
 * of 50 at a time (a year of mail is too long to read whole), searched by recipient or subject.
 * In mock mode it is QA's inbox: every mail 'Por enviar', the mocks send none.
 */
export function SentMailsPage() {
  const mails = useRead(readSentMails, { query: '', page: 1 });
  return (
    <>
      <Heading as="h1" size="xl" mb="4">
        {text.label}
      </Heading>
      <PagedSearch
        read={mails}
        texts={text.list}
        rowsOf={(data) => data.sent_mails}
        totalOf={(data) => data.total}
        countOf={(data) => text.list.count(data.total)}
        pageSize={SENT_MAILS_PAGE_SIZE}
        columns={columns}
        rowKey={(mail) => mail.sent_mail_id}
        testId="sent-mail-list"
      />
    </>
  );
}
