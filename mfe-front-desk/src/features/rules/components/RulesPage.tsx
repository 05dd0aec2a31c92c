import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from '@gospodarz/shared/router';
import { Box, Button, DataTable, ErrorPanel, HStack, Link, PageHeader, Text, type DataTableColumn, type PriceRuleDto } from '@gospodarz/shared';
import { RULE_COLOR_HEX, SHARED_RULE_READ_ONLY_MESSAGE } from '@gospodarz/shared/dto';
import { ATTACH_HINT, ruleSummary } from '../labels';
import { ruleList, selectRules } from '../slice';
import { DeleteRuleDialog } from './DeleteRuleDialog';

const NEW_RULE = '/front-desk/price-list/rules/new';
const summaryColumn = (key: keyof ReturnType<typeof ruleSummary>, header: string): DataTableColumn<PriceRuleDto> => ({
  key,
  header,
  render: (r) => <Text textStyle="sm">{ruleSummary(r.attributes)[key]}</Text>,
});

/** /front-desk/price-list/rules (tab 'Zestaw reguł'): the account's rule sets, each with what it does. */
export function RulesPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { data: rules, loading, error } = useSelector(selectRules).list;
  const [toDelete, setToDelete] = useState<PriceRuleDto | null>(null);
  const load = () => dispatch(ruleList.actions.load());

  useEffect(() => {
    dispatch(ruleList.actions.load());
  }, [dispatch]);

  const columns: DataTableColumn<PriceRuleDto>[] = [
    {
      key: 'name',
      header: 'Nazwa',
      render: (r) => (
        <HStack gap="2">
          <Box aria-hidden="true" boxSize="3" rounded="full" flexShrink={0} style={{ background: RULE_COLOR_HEX[r.attributes.color] }} />
          <Text fontWeight="medium">{r.attributes.name}</Text>
          {r.attributes.readOnly ? (
            <Text as="span" textStyle="xs" color="fg.muted" title={SHARED_RULE_READ_ONLY_MESSAGE}>
              (tylko do odczytu)
            </Text>
          ) : null}
        </HStack>
      ),
    },
    summaryColumn('lastMinute', 'Last minute'),
    summaryColumn('firstMinute', 'First minute'),
    summaryColumn('stayLonger', 'Dłuższy pobyt'),
    summaryColumn('capacityDays', 'Okno rezerwacji'),
    summaryColumn('children', 'Dzieci'),
    summaryColumn('weekdays', 'Dni tygodnia'),
    summaryColumn('stayLimits', 'Limit pobytu'),
    summaryColumn('cancellation', 'Anulacja'),
    summaryColumn('futureDays', 'Przypisana do dni'),
  ];

  return (
    <Box>
      <PageHeader
        title="Zestaw reguł"
        description="Reguły zmieniają ceny z cennika: rabaty last minute, first minute i za dłuższy pobyt sumują się."
        actions={
          <Button colorPalette="teal" onClick={() => navigate(NEW_RULE)}>
            Dodaj regułę
          </Button>
        }
      />
      <Text textStyle="sm" mb="4" data-testid="attach-hint">
        {ATTACH_HINT}{' '}
        <Link asChild color="teal.700">
          <RouterLink to="/front-desk/price-list">Przejdź do „Aktualny cennik”</RouterLink>
        </Link>
      </Text>
      {error ? (
        <ErrorPanel message={error} onRetry={load} />
      ) : (
        <DataTable<PriceRuleDto>
          caption="Zestaw reguł"
          loading={loading && rules.length === 0}
          rows={rules}
          columns={columns}
          emptyText="Nie masz jeszcze reguł. Dodaj pierwszą przyciskiem „Dodaj regułę”."
          rowActionsLabel={(r) => `Akcje reguły ${r.attributes.name}`}
          rowActions={(r) =>
            r.attributes.readOnly
              ? [
                  // used by apartments the co-host does not serve: read, not changed
                  { label: 'Pokaż', onSelect: () => navigate(`/front-desk/price-list/rules/${r.id}`) },
                  { label: 'Usuń', onSelect: () => undefined, disabled: true, reason: SHARED_RULE_READ_ONLY_MESSAGE },
                ]
              : [
                  { label: 'Edytuj', onSelect: () => navigate(`/front-desk/price-list/rules/${r.id}`) },
                  { label: 'Usuń', onSelect: () => setToDelete(r) },
                ]
          }
          size="sm"
        />
      )}
      <DeleteRuleDialog rule={toDelete} rules={rules} onClose={() => setToDelete(null)} />
    </Box>
  );
}
