import { useId, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Menu } from './lazyComponents';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from './parts/table';
import { chakra } from '@chakra-ui/react/styled-system';
import { EMPTY_TEXT } from './EmptyState';
import { scrollRegionProps } from './scrollRegion';
import { nextSort, type SortOrder, type SortState } from './tableSort';

export { nextSort, type SortOrder, type SortState } from './tableSort';

export interface DataTableColumn<R> {
  /** the column's id; also the `orderBy` value sent when it is sorted, and the row field shown without `render` */
  key: string;
  /** the header label */
  header: ReactNode;
  render?: (row: R, index: number) => ReactNode;
  sortable?: boolean;
  /** CSS width, e.g. '120px' or '20%' */
  width?: string;
  align?: 'start' | 'center' | 'end';
}

export interface RowAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** why a disabled item cannot be used: its tooltip and its accessible description */
  reason?: string;
}

export interface DataTableProps<R> {
  columns: DataTableColumn<R>[];
  rows: R[];
  /** defaults to `row.id` */
  getRowKey?: (row: R, index: number) => string;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  loading?: boolean;
  /** defaults to 'Brak danych' */
  emptyText?: ReactNode;
  /** the items of a menu in the last column of each row; no menu column without it */
  rowActions?: (row: R) => RowAction[];
  /** accessible label of the row menu button, given the row; defaults to 'Akcje' */
  rowActionsLabel?: (row: R) => string;
  /** accessible name of the table */
  caption?: string;
  /** defaults to 'sm': compact cells, so that a list of many columns fits beside its filter panel */
  size?: 'sm' | 'md' | 'lg';
}

function defaultRowKey(row: unknown, index: number): string {
  const id = (row as { id?: unknown } | null)?.id;
  return id === undefined || id === null ? String(index) : String(id);
}

const SortButton = /* @__PURE__ */ chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    font: 'inherit',
    fontWeight: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: 'l1',
    focusVisibleRing: 'outside',
    _hover: { color: 'colorPalette.fg' },
  },
});

function SortMark({ order }: { order: SortOrder | null }) {
  return (
    <chakra.span aria-hidden="true" color={order ? 'colorPalette.fg' : 'fg.muted'} fontSize="xs">
      {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
    </chakra.span>
  );
}

/**
 * The actions column stays in view at the table's right edge while a wide table scrolls sideways in its frame (a
 * narrow window, a phone), with a line to show that columns pass under it.
 */
const STICKY_END = { position: 'sticky', insetEnd: 0, zIndex: 1, boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)' } as const;

/** A list's table: sortable headers, loading and empty states, an optional menu per row. */
export function DataTable<R>({
  columns,
  rows,
  getRowKey = defaultRowKey,
  sort,
  onSortChange,
  loading = false,
  emptyText = EMPTY_TEXT,
  rowActions,
  rowActionsLabel = () => 'Akcje',
  caption,
  size = 'sm',
}: DataTableProps<R>) {
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const hasControls = Boolean(rowActions) || Boolean(onSortChange && columns.some((column) => column.sortable));
  return (
    // positioned, so that the visually hidden labels (absolute, like the actions column's) scroll with the table
    // instead of widening the page to where the table would end on a narrow screen
    <Table.ScrollArea borderWidth="1px" rounded="md" position="relative" {...scrollRegionProps(caption ?? 'Tabela', { tabStop: !hasControls })}>
      <Table.Root size={size} aria-busy={loading || undefined} aria-label={caption}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((column) => {
              const order = sort && sort.orderBy === column.key ? sort.orderSort : null;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  width={column.width}
                  textAlign={column.align}
                  aria-sort={
                    column.sortable ? (order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none') : undefined
                  }
                >
                  {column.sortable && onSortChange ? (
                    <SortButton type="button" onClick={() => onSortChange(nextSort(sort, column.key))}>
                      {column.header}
                      <SortMark order={order} />
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeader>
              );
            })}
            {rowActions ? (
              <Table.ColumnHeader width="1%" {...STICKY_END} bg="bg.subtle">
                <chakra.span srOnly>Akcje</chakra.span>
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            <Table.Row>
              <Table.Cell colSpan={columnCount}>
                <HStack justify="center" py="8" role="status">
                  <Spinner size="md" color="colorPalette.solid" />
                  <chakra.span srOnly>Ładowanie…</chakra.span>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columnCount}>
                <Box py="8" textAlign="center" color="fg.muted" role="status">
                  {emptyText}
                </Box>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row, index) => (
              <Table.Row key={getRowKey(row, index)}>
                {columns.map((column) => (
                  <Table.Cell key={column.key} textAlign={column.align}>
                    {column.render
                      ? column.render(row, index)
                      : ((row as Record<string, ReactNode>)[column.key] ?? '')}
                  </Table.Cell>
                ))}
                {rowActions ? (
                  <Table.Cell textAlign="end" {...STICKY_END} bg="bg">
                    <RowMenu actions={rowActions(row)} label={rowActionsLabel(row)} />
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RowMenu({ actions, label }: { actions: RowAction[]; label: string }) {
  const idPrefix = useId();
  if (actions.length === 0) return null;
  return (
    // Menu.Root's onSelect rather than each item's: an item's own listener is attached before the portal has
    // put the item in the document, and then never fires.
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        const action = actions[Number(value)];
        if (action && !action.disabled) action.onSelect();
      }}
    >
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="sm">
          <span aria-hidden="true">⋯</span>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action, index) => {
              const reason = action.disabled ? action.reason : undefined;
              const reasonId = `${idPrefix}-reason-${index}`;
              return [
                <Menu.Item
                  key={action.label}
                  value={String(index)}
                  disabled={action.disabled}
                  title={reason}
                  aria-describedby={reason ? reasonId : undefined}
                >
                  {action.label}
                </Menu.Item>,
                // outside the item, so that it is not part of the item's name; a hidden element still describes
                reason ? (
                  <span key={`${action.label}-reason`} id={reasonId} hidden>
                    {reason}
                  </span>
                ) : null,
              ];
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
