import { Box, Button, Field, Heading, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Read } from '#src/app/use-read';
import { es } from '#src/i18n/es-admin';
import { ReadState } from '#src/ui/load-states';

const t = es.reports;

/**
 * A report's filters live in the address (`?from=…&to=…&group=…`), so a report is a link the owner
 * can keep or send. Keys left out are the server's defaults (the last 30 days up to the studio's
 * today), never this browser's clock.
 */
export function useReportQuery<K extends string>(keys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const query = Object.fromEntries(
    keys.flatMap((key) => {
      const value = search.get(key);
      return value ? [[key, value]] : [];
    }),
  ) as Partial<Record<K, string>>;
  const update = (changes: Partial<Record<K, string | undefined>>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as Array<[K, string | undefined]>) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: false },
    );
  return { query, update };
}

/** The range form: two studio days; 'Ver' writes them into the address. */
function RangeForm({
  from,
  to,
  onRange,
  children,
}: {
  from: string;
  to: string;
  onRange: (range: { from: string; to: string }) => void;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const days = [String(data.get('from') ?? ''), String(data.get('to') ?? '')].sort();
    // Days typed the wrong way round mean the same period.
    onRange({ from: days[0]!, to: days[1]! });
  };
  return (
    // Keyed by the range shown: a new answer (a link, 'Atrás') puts its days in the fields.
    <form key={`${from}-${to}`} onSubmit={submit} aria-label={t.period}>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root w="auto">
          <Field.Label>{t.from}</Field.Label>
          <Input type="date" name="from" defaultValue={from} size="sm" required />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>{t.to}</Field.Label>
          <Input type="date" name="to" defaultValue={to} size="sm" required />
        </Field.Root>
        {children}
        <Button type="submit" size="sm">
          {t.apply}
        </Button>
      </HStack>
    </form>
  );
}

/**
 * Every report's frame: its title, the period (and the report's own filters), the query machine's
 * loading line or its error with 'Reintentar', then the report.
 */
export function ReportFrame<T extends { from: string; to: string }>({
  title,
  read,
  asked,
  onRange,
  filters,
  children,
}: {
  title: string;
  read: Pick<Read<T, never>, 'status' | 'retry' | 'error' | 'data'>;
  /** The range in the address, shown while nothing has answered (or the answer failed). */
  asked: { from?: string | undefined; to?: string | undefined };
  onRange: (range: { from: string; to: string }) => void;
  filters?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const data = read.data;
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <RangeForm from={data?.from ?? asked.from ?? ''} to={data?.to ?? asked.to ?? ''} onRange={onRange}>
        {filters}
      </RangeForm>
      <ReadState read={read} loading={t.loading} failed={t.loadError} />
      {data && children(data)}
    </Stack>
  );
}

/** One part of a report: a heading its chart and table are named by. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" mb="3" id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The class reports' location filter: every location, or one (its id goes into the address). */
export function LocationFilter({
  value,
  locations,
  onChange,
}: {
  value: number | undefined;
  locations: ReadonlyArray<{ location_id: number; name: string }>;
  onChange: (location_id: string | undefined) => void;
}) {
  return (
    <Field.Root w="auto">
      <Field.Label>{t.location}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          name="location_id"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">{t.allLocations}</option>
          {locations.map((one) => (
            <option key={one.location_id} value={one.location_id}>
              {one.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
