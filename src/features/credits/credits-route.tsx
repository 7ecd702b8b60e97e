import { Button, Container } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { readCredits } from '#src/api/reads/account';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { ReadState } from '#src/ui/load-states';
import { PageHeader } from '#src/ui/page-header';
import { ResponsiveList, type ListColumn } from '#src/ui/responsive-list';
import { creditRow, type CreditColumns, type CreditRow } from './credit-rows';

const text = es.accountPages.credits;
const headers = text.columns;

/** Class type and schedules only when the studio restricts them. */
function creditColumns(shown: CreditColumns): ReadonlyArray<ListColumn<CreditRow> | false> {
  return [
    shown.classType && { id: 'classType', header: headers.classType, cell: (row) => row.classTypes },
    shown.schedules && { id: 'schedules', header: headers.schedules, cell: (row) => row.schedules },
    {
      id: 'credits',
      header: headers.credits,
      cell: (row) => row.credits,
      align: 'end',
      emphasis: { fontWeight: 'semibold' },
    },
    { id: 'expiry', header: headers.expiry, cell: (row) => row.expiry },
  ];
}

/** /mystudio/creditos: the customer's credits, per class type and schedule when restricted. */
export function Component() {
  const config = useAppConfig();
  const credits = useRead(readCredits, undefined);
  const data = credits.data;
  const rows = useMemo(
    () =>
      data
        ? data.rows.map((row, index) => creditRow(row, index, data.classTypeNames, config.timezoneOffset))
        : null,
    [data, config.timezoneOffset],
  );
  const columns = useMemo(
    () =>
      creditColumns({ classType: config.allowRestrictedClassTypes, schedules: config.allowRestrictedTimes }),
    [config],
  );

  return (
    <Container maxW="4xl" py={8}>
      <PageHeader title={text.title}>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/mystudio/paquetes">{text.add}</RouterLink>
        </Button>
      </PageHeader>
      <ReadState read={credits} loading={text.loading} failed={text.loadError} />
      {rows && (
        <ResponsiveList
          rows={rows}
          columns={columns}
          rowKey={(row) => row.key}
          empty={{ text: text.empty }}
          testId="credit"
        />
      )}
    </Container>
  );
}
