import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from '@gospodarz/shared/router';
import { Box, Button, DataTable, ErrorPanel, PageHeader, formatDate, useConfirm, type CommandDispatch, type OwnerDto } from '@gospodarz/shared';
import { OWNER_KINDS } from '@gospodarz/shared/dto';
import { removeOwner } from '../commands';
import { ownerList, selectOwners } from '../slice';

/** The apartments an owner holds under an agreement running today or later, with the agreement's first day. */
export function apartmentsOf(owner: OwnerDto, today: string): string {
  const held = owner.attributes.agreements.filter((a) => !a.attributes.endsOn || a.attributes.endsOn >= today);
  return held.length ? held.map((a) => `${a.attributes.apartmentName} (od ${formatDate(a.attributes.startsOn)})`).join(', ') : '—';
}

/** /administration/owners: the owners of the apartments the account manages. */
export function OwnersPage() {
  const navigate = useNavigate();
  const dispatch = useDispatch<CommandDispatch>();
  const { confirm, dialog } = useConfirm();
  const { data: rows, loading, error } = useSelector(selectOwners).list;
  const load = () => dispatch(ownerList.actions.load());
  const today = new Date().toISOString().slice(0, 10);

  useEffect(() => {
    dispatch(ownerList.actions.load());
  }, [dispatch]);

  const remove = async (row: OwnerDto) => {
    if (!(await confirm({ title: 'Usunąć właściciela?', message: `Właściciel „${row.attributes.displayName}” zostanie usunięty.`, confirmLabel: 'Usuń', destructive: true }))) return;
    await dispatch(removeOwner(row.id));
  };

  return (
    <Box>
      <PageHeader
        title="Właściciele"
        description="Właściciele apartamentów, którymi zarządzasz: dane, rachunek do rozliczeń i umowy (prowizja, koszty, dzień rozliczenia)."
        actions={
          <Button colorPalette="teal" onClick={() => navigate('/administration/owners/new')}>
            Dodaj właściciela
          </Button>
        }
      />
      {error ? (
        <ErrorPanel message={error} onRetry={load} />
      ) : (
        <DataTable<OwnerDto>
          caption="Właściciele"
          loading={loading}
          rows={rows}
          getRowKey={(r) => r.id}
          columns={[
            { key: 'name', header: 'Właściciel', render: (r) => r.attributes.displayName },
            { key: 'kind', header: 'Rodzaj', render: (r) => OWNER_KINDS[r.attributes.kind] },
            { key: 'email', header: 'E-mail', render: (r) => r.attributes.email },
            { key: 'apartments', header: 'Apartamenty', render: (r) => apartmentsOf(r, today) },
          ]}
          rowActionsLabel={(r) => `Akcje właściciela ${r.attributes.displayName}`}
          rowActions={(r) => [
            { label: 'Otwórz', onSelect: () => navigate(`/administration/owners/${r.id}`) },
            { label: 'Usuń', onSelect: () => void remove(r) },
          ]}
        />
      )}
      {dialog}
    </Box>
  );
}
