import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate, useSearchParams } from '@gospodarz/shared/router';
import {
  Badge,
  Box,
  Button,
  DataTable,
  PageHeader,
  PaginationBar,
  Stack,
  Text,
  maskPattern,
  useConfirm,
  type CoHostDto,
  type DataTableColumn,
} from '@gospodarz/shared';
import { PERMISSION_LABELS } from '@gospodarz/shared/dto';
import { apartmentsSlice, commands, listSlice, selectCoHosts } from '../slice';
import { ShareApartmentsDialog } from './ShareApartmentsDialog';
import { LIST_PATH } from './CoHostFormPage';

const fullName = (c: CoHostDto) => `${c.attributes.firstName} ${c.attributes.lastName}`.trim();

const COLUMNS: DataTableColumn<CoHostDto>[] = [
  {
    key: 'coHost',
    header: 'Współgospodarz',
    render: (c) => (
      <Stack gap="0.5">
        <Text fontWeight="medium">{fullName(c)}</Text>
        <Text textStyle="xs" color="fg.muted">
          {c.attributes.permissions.map((p) => PERMISSION_LABELS[p]).join(', ') || 'Brak uprawnień'}
        </Text>
        {c.attributes.invitationPending ? (
          <Badge colorPalette="orange" alignSelf="flex-start">
            Zaproszenie wysłane
          </Badge>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'contact',
    header: 'Kontakt',
    render: (c) => (
      <Stack gap="0.5">
        <Text>{c.attributes.email}</Text>
        <Text color="fg.muted">{maskPattern(c.attributes.phoneNumber, 'NNN-NNN-NNN')}</Text>
      </Stack>
    ),
  },
  {
    key: 'apartments',
    header: 'Zarządzane apartamenty',
    render: (c) => c.attributes.apartments.map((a) => a.name).join(', ') || '—',
  },
];

/** /services/co-hosts: the account's co-hosts, 15 a page, with their contact and the apartments they manage. */
export function CoHostsPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { list } = useSelector(selectCoHosts);
  const [sharing, setSharing] = useState<CoHostDto | null>(null);
  const { confirm, dialog } = useConfirm();

  useEffect(() => {
    dispatch(listSlice.actions.load(page));
  }, [dispatch, page]);
  useEffect(() => {
    dispatch(apartmentsSlice.actions.load());
  }, [dispatch]);

  const remove = async (c: CoHostDto) => {
    const ok = await confirm({
      title: 'Usunąć współgospodarza?',
      message: `${fullName(c)} straci dostęp do konta od razu.`,
      confirmLabel: 'Usuń',
      destructive: true,
    });
    if (ok) await new Promise<boolean>((resolve) => dispatch(commands.remove(c.id, resolve)));
  };

  return (
    <Box>
      <PageHeader
        title="Współgospodarze"
        description={list.data.pagination ? `Liczba współgospodarzy: ${list.data.pagination.count}` : 'Wczytywanie…'}
        actions={
          <Button asChild>
            <RouterLink to={`${LIST_PATH}/new`}>Dodaj współgospodarza</RouterLink>
          </Button>
        }
      />
      <Stack gap="4">
        <DataTable
          caption="Współgospodarze"
          columns={COLUMNS}
          rows={list.data.items}
          loading={list.loading}
          rowActions={(c) => [
            { label: 'Udostępnij apartament', onSelect: () => setSharing(c) },
            { label: 'Edytuj dane', onSelect: () => navigate(`${LIST_PATH}/${c.id}`) },
            ...(c.attributes.invitationPending ? [{ label: 'Wyślij zaproszenie ponownie', onSelect: () => dispatch(commands.resendInvitation(c.id)) }] : []),
            { label: 'Usuń', onSelect: () => void remove(c) },
          ]}
          rowActionsLabel={(c) => `Akcje współgospodarza: ${fullName(c)}`}
        />
        {list.data.pagination ? (
          <PaginationBar page={list.data.pagination.page} pages={list.data.pagination.pages} onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
        ) : null}
      </Stack>
      <ShareApartmentsDialog coHost={sharing} onClose={() => setSharing(null)} />
      {dialog}
    </Box>
  );
}
