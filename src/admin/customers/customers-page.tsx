import { Heading, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { fullName } from '#src/domain/full-name';
import { CUSTOMERS_PAGE_SIZE } from '#src/domain/admin/customer-admin';
import { readCustomerSearch, type Customer } from '#src/api/reads/admin-customers';
import { useRead } from '#src/app/use-read';
import { es } from '#src/i18n/es-admin';
import { titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { useAdminPath } from '#src/admin/admin-base';
import { PagedSearch } from '#src/admin/lists/paged-search';

const text = es.customers;

/** /admin/clientes: search by name, email or phone, and open a customer's page. */
export function CustomersPage() {
  const path = useAdminPath();
  const results = useRead(readCustomerSearch, { query: '', page: 1 });
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
      <PagedSearch
        read={results}
        texts={text}
        rowsOf={(data) => data.customers}
        totalOf={(data) => data.total}
        countOf={(data) => (data.phoneMatch ? text.phoneMatch : text.count(data.total))}
        pageSize={CUSTOMERS_PAGE_SIZE}
        columns={columns}
        rowKey={(customer) => customer.customer_id}
        testId="customer-list"
      />
    </>
  );
}
