import { CheckboxGroupField, FormField, SimpleGrid, Stack } from '@gospodarz/shared';
import { COMMISSION_BASES, OWNER_COSTS, STATEMENT_BASES, parseAmount, percentToBasisPoints } from '@gospodarz/shared/dto';
import type { TermsInput } from '../api';

/** The terms as the form holds them: text fields as typed. */
export interface TermsValues {
  commissionPercent: string;
  commissionBase: string;
  monthlyFee: string;
  ownerBears: string[];
  touristTaxPasses: boolean;
  statementBasis: string;
  statementDay: string;
}

export const NEW_TERMS: TermsValues = {
  commissionPercent: '20',
  commissionBase: 'nights',
  monthlyFee: '',
  ownerBears: ['cleaning', 'laundry', 'channel_commission', 'repairs'],
  touristTaxPasses: false,
  statementBasis: 'ended',
  statementDay: '5',
};

export function termsValuesOf(t: TermsInput): TermsValues {
  return {
    commissionPercent: t.commissionPercent.replace('.', ',').replace(/,00$/, ''),
    commissionBase: t.commissionBase,
    monthlyFee: t.monthlyFee === '0.00' ? '' : t.monthlyFee.replace('.', ','),
    ownerBears: [...t.ownerBears],
    touristTaxPasses: t.touristTaxPasses,
    statementBasis: t.statementBasis,
    statementDay: String(t.statementDay),
  };
}

/** The terms as the API takes them. */
export function termsPayload(v: TermsValues): Omit<TermsInput, 'validFrom'> {
  return {
    commissionPercent: v.commissionPercent,
    commissionBase: v.commissionBase as TermsInput['commissionBase'],
    monthlyFee: v.monthlyFee ?? '',
    ownerBears: (v.ownerBears ?? []) as TermsInput['ownerBears'],
    touristTaxPasses: Boolean(v.touristTaxPasses),
    statementBasis: v.statementBasis as TermsInput['statementBasis'],
    statementDay: Number(v.statementDay),
  };
}

const percent = (v: unknown) => (String(v ?? '').trim() === '' ? 'Pole jest wymagane' : percentToBasisPoints(String(v)) === null ? 'Podaj procent od 0 do 100, np. 20 lub 17,5' : undefined);
const amount = (v: unknown) => (!v || String(v).trim() === '' || parseAmount(String(v)) !== null ? undefined : 'Podaj kwotę, np. 150,00');
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The agreement's terms: commission, fixed fee, the owner's costs, tourist tax, the statement's basis and day. */
export function TermsFields() {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField name="commissionPercent" label="Prowizja (%)" required validate={percent} inputProps={{ inputMode: 'decimal' }} />
        <FormField name="commissionBase" label="Prowizja od" type="select" options={options(COMMISSION_BASES)} />
        <FormField name="monthlyFee" label="Stała opłata miesięczna (zł)" validate={amount} placeholder="brak" inputProps={{ inputMode: 'decimal' }} />
      </SimpleGrid>
      <CheckboxGroupField name="ownerBears" legend="Koszty ponoszone przez właściciela" choices={options(OWNER_COSTS)} />
      <FormField name="touristTaxPasses" label="Opłata miejscowa przechodzi na właściciela" type="checkbox" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="statementBasis" label="Rozliczenie obejmuje" type="select" options={options(STATEMENT_BASES)} />
        <FormField
          name="statementDay"
          label="Dzień rozliczenia"
          type="select"
          options={Array.from({ length: 28 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}. dnia miesiąca` }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
