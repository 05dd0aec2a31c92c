import { useEffect, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useSearchParams } from '@gospodarz/shared/router';
import {
  Box,
  DataTable,
  ErrorPanel,
  Flex,
  FilterActions,
  FormField,
  Link,
  PageHeader,
  PaginationBar,
  Stack,
  type ClientDto,
  type DataTableColumn,
} from '@gospodarz/shared';
import { actions, selectClients } from '../slice';
import { EMPTY_CLIENT_FILTERS, parseClientSearch, toClientApiQuery, toClientSearch, type ClientFilterValues, type ClientListState } from '../query';
import { TagInputField } from './TagInput';

/** The guest's city out of a free-text address: the part with a postal code, else the first part without digits. */
export function cityOf(address: string): string {
  const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
  const withCode = parts.find((p) => /\d{2}-\d{3}/.test(p));
  if (withCode) return withCode.replace(/\d{2}-\d{3}/, '').trim();
  return parts.find((p) => !/\d/.test(p)) ?? parts[0] ?? '';
}

/** /front-desk/clients: the guest database with a side filter panel; filters, sort and page live in the URL. */
export function ClientsPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(() => parseClientSearch(new URLSearchParams(search)), [search]);
  const { list } = useSelector(selectClients);
  const apiQuery = useMemo(() => toClientApiQuery(state), [state]);
  useEffect(() => {
    dispatch(actions.loadList(apiQuery));
  }, [apiQuery, dispatch]);
  const current = JSON.stringify(list.params) === JSON.stringify(apiQuery);

  const go = (next: ClientListState) => setSearchParams(toClientSearch(next));
  const columns: DataTableColumn<ClientDto>[] = [
    {
      key: 'fullName',
      header: 'Imię i nazwisko',
      sortable: true,
      render: (c) => (
        <Link asChild colorPalette="teal" fontWeight="medium">
          <RouterLink to={`/front-desk/clients/${c.id}`}>{c.attributes.fullName || '—'}</RouterLink>
        </Link>
      ),
    },
    { key: 'email', header: 'E-mail', render: (c) => c.attributes.email },
    { key: 'phoneNumber', header: 'Telefon', render: (c) => c.attributes.phoneNumber },
    { key: 'city', header: 'Miasto', render: (c) => cityOf(c.attributes.address) },
  ];

  return (
    <Box>
      <PageHeader title="Klienci" description={list.pagination ? `Liczba klientów: ${list.pagination.count}` : 'Wczytywanie…'} />
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-start' }}>
        <Box as="aside" w={{ base: 'full', lg: '72' }} flexShrink={0} borderWidth="1px" rounded="md" p="4" aria-label="Filtry">
          <Form<ClientFilterValues>
            onSubmit={(filters) => go({ ...state, filters, page: 1 })}
            initialValues={state.filters}
          >
            {({ handleSubmit, form }) => (
              <form onSubmit={handleSubmit} aria-label="Filtry klientów">
                <Stack gap="4">
                  <TagInputField name="addresses" label="Adres" />
                  <FormField name="fullName" label="Imię i nazwisko" />
                  <FormField name="email" label="E-mail" />
                  <FormField name="phoneNumber" label="Telefon" type="tel" mask="NNN-NNN-NNN" placeholder="NNN-NNN-NNN" />
                  <FilterActions
                    onClear={() => {
                      form.reset(EMPTY_CLIENT_FILTERS);
                      go({ ...state, filters: EMPTY_CLIENT_FILTERS, page: 1 });
                    }}
                  />
                </Stack>
              </form>
            )}
          </Form>
        </Box>
        <Stack flex="1" minW="0" gap="4">
          {list.error ? (
            <ErrorPanel message={list.error} onRetry={() => dispatch(actions.loadList(apiQuery))} />
          ) : (
            <DataTable
              caption="Klienci"
              columns={columns}
              rows={list.items}
              loading={list.loading || !current}
              sort={{ orderBy: 'fullName', orderSort: state.orderSort }}
              onSortChange={(sort) => go({ ...state, orderSort: sort.orderBy === 'fullName' ? sort.orderSort : 'asc', page: 1 })}
              rowActions={(c) => [
                { label: 'Rezerwacje', onSelect: () => navigate(`/front-desk/reservations?clientId=${c.id}`) },
                { label: 'Wiadomości', onSelect: () => navigate(`/front-desk/messages?clientId=${c.id}`) },
                { label: 'Komentarze', onSelect: () => navigate(`/front-desk/comments?clientId=${c.id}`) },
                { label: 'Faktury', onSelect: () => navigate(`/front-desk/invoices?clientId=${c.id}`) },
              ]}
              rowActionsLabel={(c) => `Akcje klienta: ${c.attributes.fullName}`}
            />
          )}
          {list.pagination ? <PaginationBar page={list.pagination.page} pages={list.pagination.pages} onPageChange={(page) => go({ ...state, page })} /> : null}
        </Stack>
      </Flex>
    </Box>
  );
}
