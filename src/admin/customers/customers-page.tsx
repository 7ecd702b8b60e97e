import { Button, Field, Heading, HStack, Input, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { fullName } from '#src/domain/full-name';
import { readCustomerSearch, type Customer } from '#src/api/reads/admin-customers';
import { useRead } from '#src/app/use-read';
import { es } from '#src/i18n/es-admin';
import { ReadState } from '#src/ui/load-states';
import { Pagination } from '#src/ui/pagination';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { useAdminPath } from '#src/admin/admin-base';

const text = es.customers;
/** The mock server's (and the list call's) page size. */
const PAGE_SIZE = 20;

/** /admin/clientes: search by name, email or phone, and open a customer's page. */
export function CustomersPage() {
  const path = useAdminPath();
  const [typed, setTyped] = useState('');
  const results = useRead(readCustomerSearch, { query: '', page: 1 });
  const data = results.data;
  const columns: ListColumn<Customer>[] = [
    titleColumn(text.columns.name, (customer) => (
      <Link asChild>
        <RouterLink to={path('clientes', customer.customer_id)}>{fullName(customer)}</RouterLink>
      </Link>
    )),
    { id: 'email', header: text.columns.email, cell: (customer) => customer.email },
    { id: 'phone', header: text.columns.phone, cell: (customer) => customer.phone ?? '' },
  ];
  return (
    <>
      <Heading as="h1" size="xl" mb="4">
        {text.title}
      </Heading>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          results.setParams({ query: typed, page: 1 });
        }}
      >
        <HStack align="end" gap="3" mb="4" maxW="2xl">
          <Field.Root>
            <Field.Label>{text.searchLabel}</Field.Label>
            <Input
              type="search"
              value={typed}
              placeholder={text.searchPlaceholder}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand">
            {text.search}
          </Button>
        </HStack>
      </form>
      <ReadState read={results} loading={text.loading} failed={text.loadError} whileRefreshing />
      {data && (
        <>
          <Text color="fg.muted" fontSize="sm" mb="2" aria-live="polite">
            {data.phoneMatch ? text.phoneMatch : text.count.replace('{count}', String(data.total))}
          </Text>
          <ResponsiveList
            rows={data.customers}
            columns={columns}
            rowKey={(customer) => customer.customer_id}
            empty={{ text: text.empty }}
            testId="customer-list"
          />
          <Pagination
            label={text.pagination}
            page={results.params.page}
            pageCount={Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
            onPageChange={(page) => results.setParams({ ...results.params, page })}
          />
        </>
      )}
    </>
  );
}
