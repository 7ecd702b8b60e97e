import { Button, Container, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api, unwrap } from '#src/api/client';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { useLoad } from '#src/features/purchases/use-load';
import { CreditCards } from './credit-cards';
import { creditRow, type CreditsRow } from './credit-rows';
import { CreditTable } from './credit-table';
import { PageHeader } from '#src/ui/page-header';

interface Credits {
  rows: CreditsRow[];
  classTypeNames: ReadonlyMap<number, string>;
}

async function loadCredits(): Promise<Credits> {
  const [credits, classTypes] = await Promise.all([
    unwrap(api.GET('/customer/available_classes')),
    // The names are a nicety: without them the column still says which type, by number.
    unwrap(api.GET('/class_types')).catch(() => ({ class_types: [] })),
  ]);
  const classTypeNames = new Map(classTypes.class_types.map((type) => [type.class_type_id, type.name]));
  return { rows: credits.available_classes, classTypeNames };
}

const text = es.accountPages.credits;

/** /mystudio/creditos: the customer's credits, per class type and schedule when restricted. */
export function Component() {
  const config = useAppConfig();
  const credits = useLoad(loadCredits);
  const data = credits.status === 'ready' ? credits.data : null;
  const rows = useMemo(
    () => (data ? data.rows.map((row, index) => creditRow(row, index, data.classTypeNames)) : []),
    [data],
  );
  const columns = { classType: config.allowRestrictedClassTypes, schedules: config.allowRestrictedTimes };

  return (
    <Container maxW="4xl" py={8}>
      <PageHeader title={text.title}>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to="/mystudio/paquetes">{text.add}</RouterLink>
        </Button>
      </PageHeader>
      {credits.status === 'loading' && <LoadingLine text={text.loading} />}
      {credits.status === 'error' && <LoadError text={text.loadError} onRetry={credits.retry} />}
      {data && rows.length === 0 && <Text fontWeight="semibold">{text.empty}</Text>}
      {rows.length > 0 && (
        <>
          <CreditTable rows={rows} columns={columns} />
          <CreditCards rows={rows} columns={columns} />
        </>
      )}
    </Container>
  );
}
