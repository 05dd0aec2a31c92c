import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { DataTable, type DataTableColumn, type SortState } from './DataTable';

interface Guest {
  id: string;
  name: string;
  nights: number;
}

const guests: Guest[] = [
  { id: '1', name: 'Anna Kowalska', nights: 3 },
  { id: '2', name: 'Łukasz Zieliński', nights: 1 },
];

const columns: DataTableColumn<Guest>[] = [
  { key: 'name', header: 'Gość', sortable: true },
  { key: 'nights', header: 'Noce', sortable: true, render: (g) => `${g.nights} n.` },
  { key: 'note', header: 'Uwagi', render: () => '—' },
];

function SortableTable({ onSort }: { onSort: (s: SortState) => void }) {
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <DataTable
      caption="Goście"
      columns={columns}
      rows={guests}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders headers and cells, with render functions', () => {
    renderWithProviders(<DataTable columns={columns} rows={guests} />);
    expect(screen.getByRole('columnheader', { name: 'Gość' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Anna Kowalska')).toBeInTheDocument();
    expect(within(rows[1]).getByText('3 n.')).toBeInTheDocument();
  });

  it('sorts by a header click: ascending first, then descending, with aria-sort', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    renderWithProviders(<SortableTable onSort={onSort} />);
    const header = () => screen.getByRole('columnheader', { name: /Gość/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Uwagi' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /Gość/ }));
    expect(onSort).toHaveBeenLastCalledWith({ orderBy: 'name', orderSort: 'asc' });
    expect(header()).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /Gość/ }));
    expect(onSort).toHaveBeenLastCalledWith({ orderBy: 'name', orderSort: 'desc' });
    expect(header()).toHaveAttribute('aria-sort', 'descending');

    // another column starts ascending, and the first one is no longer sorted
    await user.click(screen.getByRole('button', { name: /Noce/ }));
    expect(onSort).toHaveBeenLastCalledWith({ orderBy: 'nights', orderSort: 'asc' });
    expect(header()).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    renderWithProviders(<SortableTable onSort={onSort} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Gość/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledWith({ orderBy: 'name', orderSort: 'asc' });
  });

  it('is a named region a keyboard user can tab to when nothing in it takes focus, so that a wide table scrolls', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable caption="Historia" columns={columns.map((c) => ({ ...c, sortable: false }))} rows={guests} />);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Historia' })).toHaveFocus();
  });

  it("shows 'Brak danych' when there are no rows", () => {
    renderWithProviders(<DataTable columns={columns} rows={[]} />);
    expect(screen.getByText('Brak danych')).toBeInTheDocument();
    expect(screen.queryByText('Anna Kowalska')).not.toBeInTheDocument();
  });

  it('shows a spinner instead of rows while loading', () => {
    renderWithProviders(<DataTable columns={columns} rows={guests} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');
    expect(screen.queryByText('Anna Kowalska')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('runs a row menu action for its row and keeps disabled ones inert', async () => {
    const user = userEvent.setup();
    const edit = jest.fn();
    const remove = jest.fn();
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={guests}
        rowActionsLabel={(g) => `Akcje: ${g.name}`}
        rowActions={(g) => [
          { label: 'Edytuj', onSelect: () => edit(g.id) },
          { label: 'Usuń', onSelect: () => remove(g.id), disabled: true },
        ]}
      />,
    );
    // jsdom has no pointer geometry for the menu's highlight, so the menu is used from the keyboard
    screen.getByRole('button', { name: 'Akcje: Łukasz Zieliński' }).focus();
    await user.keyboard('{Enter}');
    const removeItem = await screen.findByRole('menuitem', { name: 'Usuń' });
    expect(removeItem).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(edit).toHaveBeenCalledWith('2');
    expect(remove).not.toHaveBeenCalled();
  });

  it('opens the row menu and picks an action from the keyboard', async () => {
    const user = userEvent.setup();
    const edit = jest.fn();
    const cancel = jest.fn();
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={guests.slice(0, 1)}
        rowActions={() => [
          { label: 'Edytuj', onSelect: edit },
          { label: 'Anuluj rezerwację', onSelect: cancel },
        ]}
      />,
    );
    screen.getByRole('button', { name: 'Akcje' }).focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Edytuj' });
    expect(first).toBeVisible();
    // The menu highlights its first item once it has opened (a frame later); the arrow moves on from there.
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Anuluj rezerwację' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{Enter}');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
  });
});
