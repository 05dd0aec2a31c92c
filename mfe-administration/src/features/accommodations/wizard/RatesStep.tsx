import { useField, useForm } from 'react-final-form';
import { Box, Button, Fieldset, FormField, HStack, PRICE_CURRENCIES, RadioGroup, SimpleGrid, Stack, Text } from '@gospodarz/shared';
import { newRateRow, type PriceFormValues } from '../model';
import type { ApartmentStepProps } from './ApartmentSteps';
import { integerAtLeast, requiredAmount } from './fields';

/**
 * Cennik: standard prices (intelligent prices are offered but disabled, as the spec has it) and the rate rows,
 * one per guest count; 'Dodaj stawkę' adds 1 guest, 0 zł base, 0 zł maximum.
 */
export function RatesStep({ prefix }: ApartmentStepProps) {
  const form = useForm();
  const rows = useField<PriceFormValues[]>(`${prefix}.pricesAttributes`, { subscription: { value: true } }).input;
  const smart = useField<boolean>(`${prefix}.smartPrices`, { subscription: { value: true } }).input;
  const list: PriceFormValues[] = Array.isArray(rows.value) ? rows.value : [];

  return (
    <Stack gap="5">
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">Rodzaj cen</Fieldset.Legend>
        <RadioGroup.Root value={smart.value ? 'smart' : 'standard'} onValueChange={(e) => smart.onChange(e.value === 'smart')} mt="2">
          <Stack gap="2">
            <RadioGroup.Item value="standard">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Ceny standardowe</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="smart" disabled>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Ceny inteligentne (wkrótce)</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>

      <Stack gap="3" as="ol" listStyleType="none" p="0" m="0" aria-label="Stawki">
        {list.length === 0 ? <Text color="fg.muted">Brak stawek. Dodaj stawkę dla liczby gości.</Text> : null}
        {list.map((row, i) => (
          <Box as="li" key={row.id ?? `new-${i}`} borderWidth="1px" rounded="md" p="3">
            <SimpleGrid columns={{ base: 1, md: 5 }} gap="3" alignItems="end">
              <FormField
                name={`${prefix}.pricesAttributes[${i}].guestCount`}
                label="Liczba gości"
                type="number"
                min={1}
                validate={integerAtLeast(1, 'Liczba gości musi wynosić co najmniej 1')}
              />
              <FormField name={`${prefix}.pricesAttributes[${i}].basePrice`} label="Cena podstawowa" type="number" min={0} step="0.01" validate={requiredAmount} />
              <FormField
                name={`${prefix}.pricesAttributes[${i}].currency`}
                label="Waluta"
                type="select"
                options={PRICE_CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
              <FormField name={`${prefix}.pricesAttributes[${i}].maximumPrice`} label="Cena maksymalna" type="number" min={0} step="0.01" validate={requiredAmount} />
              <HStack>
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => form.change(`${prefix}.pricesAttributes`, list.filter((_, j) => j !== i))}
                  aria-label={`Usuń stawkę ${i + 1}`}
                >
                  Usuń
                </Button>
              </HStack>
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
      <HStack>
        <Button variant="outline" onClick={() => form.change(`${prefix}.pricesAttributes`, [...list, newRateRow(smart.value === true)])}>
          Dodaj stawkę
        </Button>
      </HStack>
    </Stack>
  );
}
