import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from '@gospodarz/shared/router';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  DataTable,
  Field,
  HStack,
  Image,
  NativeSelect,
  PageHeader,
  PaginationBar,
  Stack,
  Text,
  maskPattern,
  useConfirm,
  type DataTableColumn,
  type RowAction,
  type ServiceProviderDto,
} from '@gospodarz/shared';
import { COOPERATION_STATUS_LABELS } from '@gospodarz/shared/dto';
import { listPath, type ProviderList } from '../kinds';
import { apartmentsSlice, citiesSlice, commands, listSlice, selectProviders } from '../slice';
import { CooperationRequestDialog } from './CooperationRequestDialog';
import { ShareApartmentModal } from './ShareApartmentModal';

type Dialog = { kind: 'request' | 'share'; provider: ServiceProviderDto } | null;

function CooperationCell({ provider, onRequest, onShare }: { provider: ServiceProviderDto; onRequest: () => void; onShare: () => void }) {
  const cooperation = provider.attributes.cooperation;
  const name = provider.attributes.name;
  if (!cooperation) {
    return (
      <Button size="sm" onClick={onRequest} aria-label={`Nawiąż współpracę: ${name}`}>
        Nawiąż współpracę
      </Button>
    );
  }
  const pending = cooperation.attributes.status === 'pending' ? <Badge colorPalette="orange">{COOPERATION_STATUS_LABELS.pending}</Badge> : null;
  if (cooperation.attributes.apartments.length === 0) {
    return (
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={onShare} aria-label={`Udostępnij apartament: ${name}`}>
          Udostępnij apartament
        </Button>
        {pending}
      </HStack>
    );
  }
  return (
    <Stack gap="1">
      <Text>{cooperation.attributes.apartments.map((a) => a.name).join(', ')}</Text>
      <HStack gap="2">
        {pending}
        {cooperation.attributes.afterCheckOut ? (
          <Text textStyle="xs" color="fg.muted">
            po każdym wymeldowaniu
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** /services/{laundry|cleaning|catering}-services: the providers of one kind, 15 a page, by city, with their cooperation. */
export function ProvidersPage({ list }: { list: ProviderList }) {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const city = params.get('city') ?? '';
  const state = useSelector(selectProviders);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();

  useEffect(() => {
    dispatch(listSlice.actions.load({ kind: list.kind, city, page }));
  }, [dispatch, list.kind, city, page]);
  useEffect(() => {
    dispatch(citiesSlice.actions.load(list.kind));
    dispatch(apartmentsSlice.actions.load());
  }, [dispatch, list.kind]);

  const setCity = (next: string) => setParams(next ? { city: next } : {});
  const end = async (provider: ServiceProviderDto) => {
    const cooperation = provider.attributes.cooperation;
    if (!cooperation) return;
    const ok = await confirm({ title: `Czy chcesz zakończyć współpracę z: ${provider.attributes.name}`, message: 'Zaplanowane zlecenia od dziś zostaną anulowane.', confirmLabel: 'Zakończyć', destructive: true });
    if (ok) await new Promise<boolean>((resolve) => dispatch(commands.end(cooperation.id, resolve)));
  };

  const columns: DataTableColumn<ServiceProviderDto>[] = [
    {
      key: 'company',
      header: 'Usługodawca',
      render: (p) => (
        <HStack gap="3" align="flex-start">
          {p.attributes.logo ? <Image src={p.attributes.logo} alt="" boxSize="10" objectFit="contain" borderRadius="sm" /> : null}
          <Stack gap="0.5">
            <Text fontWeight="medium">{p.attributes.name}</Text>
            <Text textStyle="xs" color="fg.muted">
              {[p.attributes.city, maskPattern(p.attributes.phoneNumber, 'NNN-NNN-NNN'), p.attributes.email].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    {
      key: 'apartments',
      header: 'Zarządzane apartamenty',
      render: (p) => <CooperationCell provider={p} onRequest={() => setDialog({ kind: 'request', provider: p })} onShare={() => setDialog({ kind: 'share', provider: p })} />,
    },
  ];

  const actions = (p: ServiceProviderDto): RowAction[] => {
    const c = p.attributes.cooperation;
    if (!c) return [{ label: 'Nawiąż współpracę', onSelect: () => setDialog({ kind: 'request', provider: p }) }];
    return [
      { label: 'Udostępnij apartament', onSelect: () => setDialog({ kind: 'share', provider: p }) },
      ...(c.attributes.status === 'pending' ? [{ label: 'Oznacz jako zaakceptowaną', onSelect: () => dispatch(commands.accept(c.id)) }] : []),
      { label: 'Wyślij nowy link do strony zleceń', onSelect: () => dispatch(commands.renewLink(c.id)) },
      { label: 'Zakończ współpracę', onSelect: () => void end(p) },
    ];
  };

  const pagination = state.list.data.pagination;
  return (
    <Box>
      <PageHeader
        title={list.title}
        description={pagination ? `Liczba usługodawców: ${pagination.count}` : 'Wczytywanie…'}
        actions={
          <Button asChild>
            <RouterLink to={`${listPath(list)}/new`}>Dodaj usługodawcę</RouterLink>
          </Button>
        }
      />
      <Stack gap="4">
        <HStack align="flex-end" gap="2" maxW="sm">
          <Field.Root>
            <Field.Label>Wybierz miasto</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={city} onChange={(e) => setCity(e.currentTarget.value)} aria-label="Wybierz miasto">
                <option value="">Wszystkie miasta</option>
                {state.cities.data.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {city ? <CloseButton aria-label="Wyczyść miasto" onClick={() => setCity('')} /> : null}
        </HStack>
        <DataTable
          caption={list.title}
          columns={columns}
          rows={state.list.data.items}
          loading={state.list.loading}
          rowActions={actions}
          rowActionsLabel={(p) => `Akcje usługodawcy: ${p.attributes.name}`}
        />
        {pagination ? (
          <PaginationBar
            page={pagination.page}
            pages={pagination.pages}
            onPageChange={(next) => setParams({ ...(city ? { city } : {}), ...(next > 1 ? { page: String(next) } : {}) })}
          />
        ) : null}
      </Stack>
      <CooperationRequestDialog provider={dialog?.kind === 'request' ? dialog.provider : null} kind={list.kind} onClose={() => setDialog(null)} />
      <ShareApartmentModal provider={dialog?.kind === 'share' ? dialog.provider : null} apartments={state.apartments.data} onClose={() => setDialog(null)} />
      {confirmDialog}
    </Box>
  );
}
