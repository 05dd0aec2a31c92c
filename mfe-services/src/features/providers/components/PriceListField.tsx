import { useField, useForm } from 'react-final-form';
import { Button, Fieldset, FormField, IconButton, SimpleGrid, Stack, Text } from '@gospodarz/shared';
import { PROVIDER_PRICE_CURRENCIES } from '@gospodarz/shared/dto';
import { emptyPriceRow, type PriceRow } from '../form';

const CURRENCIES = PROVIDER_PRICE_CURRENCIES.map((c) => ({ value: c, label: c }));

/** The provider's price list: rows of service name, gross amount (decimal comma), currency and duration. */
export function PriceListField() {
  const form = useForm();
  const { input } = useField<PriceRow[]>('standardPriceListsAttributes', { subscription: { value: true } });
  const rows = Array.isArray(input.value) ? input.value : [];
  const name = 'standardPriceListsAttributes';
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">Cennik usług</Fieldset.Legend>
      <Stack gap="3">
        {rows.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            Brak usług w cenniku
          </Text>
        ) : null}
        {rows.map((_, i) => (
          <SimpleGrid key={i} columns={{ base: 1, sm: 2, md: 5 }} gap="2" alignItems="end" borderBottomWidth={{ base: '1px', md: '0' }} pb={{ base: '3', md: '0' }}>
            <FormField name={`${name}[${i}].name`} label="Nazwa usługi" required />
            <FormField name={`${name}[${i}].grossAmount`} label="Cena brutto" required inputProps={{ inputMode: 'decimal', placeholder: '0,00' }} />
            <FormField name={`${name}[${i}].currency`} label="Waluta" type="select" options={CURRENCIES} />
            <FormField name={`${name}[${i}].durationMinutes`} label="Czas (min)" inputProps={{ inputMode: 'numeric' }} />
            <IconButton
              aria-label={`Usuń usługę ${i + 1}`}
              variant="ghost"
              onClick={() => form.change(name, rows.filter((__, j) => j !== i))}
            >
              ✕
            </IconButton>
          </SimpleGrid>
        ))}
        <Button type="button" variant="outline" size="sm" alignSelf="flex-start" onClick={() => form.change(name, [...rows, emptyPriceRow()])}>
          Dodaj usługę
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}
