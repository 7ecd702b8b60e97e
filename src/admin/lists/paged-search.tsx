import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Read } from '#src/app/use-read';
import { pageCount } from '#src/domain/paging';
import { ReadState } from '#src/ui/load-states';
import { Pagination } from '#src/ui/pagination';
import { ResponsiveList, type ListColumn } from '#src/ui/responsive-list';

/** A list the server searches and pages: what the search form sent and which page is shown. */
export interface SearchParams {
  query: string;
  page: number;
}

export interface PagedSearchTexts {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  loading: string;
  loadError: string;
  empty: string;
  /** The pages' navigation landmark. */
  pagination: string;
}

interface PagedSearchProps<Data, Row> {
  /** The screen's read (`useRead(fetcher, { query: '', page: 1 })`). */
  read: Read<Data, SearchParams>;
  texts: PagedSearchTexts;
  rowsOf: (data: Data) => readonly Row[];
  totalOf: (data: Data) => number;
  /** What the list says it holds ('12 clientes'), read out when a search answers. */
  countOf: (data: Data) => string;
  pageSize: number;
  columns: ReadonlyArray<ListColumn<Row>>;
  rowKey: (row: Row) => string | number;
  testId: string;
}

/**
 * The back-office's lists too long to read whole (Clientes, Correos enviados): a search the
 * server answers, its count, the page's records and the pages. A new search starts at page 1;
 * what is shown stays while the next page or search is read.
 */
export function PagedSearch<Data, Row>({
  read,
  texts,
  rowsOf,
  totalOf,
  countOf,
  pageSize,
  columns,
  rowKey,
  testId,
}: PagedSearchProps<Data, Row>) {
  const [typed, setTyped] = useState(read.params.query);
  const data = read.data;
  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          read.setParams({ query: typed, page: 1 });
        }}
      >
        <HStack align="end" gap="3" mb="4" maxW="2xl">
          <Field.Root>
            <Field.Label>{texts.searchLabel}</Field.Label>
            <Input
              type="search"
              value={typed}
              placeholder={texts.searchPlaceholder}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand">
            {texts.search}
          </Button>
        </HStack>
      </form>
      <ReadState read={read} loading={texts.loading} failed={texts.loadError} whileRefreshing />
      {data && (
        <>
          <Text color="fg.muted" fontSize="sm" mb="2" aria-live="polite">
            {countOf(data)}
          </Text>
          <ResponsiveList
            rows={rowsOf(data)}
            columns={columns}
            rowKey={rowKey}
            empty={{ text: texts.empty }}
            testId={testId}
          />
          <Pagination
            label={texts.pagination}
            page={read.params.page}
            pageCount={pageCount(totalOf(data), pageSize)}
            onPageChange={(page) => read.setParams({ ...read.params, page })}
          />
        </>
      )}
    </>
  );
}
