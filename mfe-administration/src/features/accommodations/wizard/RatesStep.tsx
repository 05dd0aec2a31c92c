import { useState } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { Box, Button, Dialog, Field, Fieldset, FormField, HStack, NativeSelect, Portal, RadioGroup, SimpleGrid, Stack, Text, NumberInput } from '@gospodarz/shared';
import { PRICE_CURRENCIES } from '@gospodarz/shared/dto';
import { newRateRow, type AccommodationFormValues, type PriceFormValues } from '../model';
import type { ApartmentStepProps } from './ApartmentSteps';
import { integerAtLeast, requiredAmount } from './fields';

/** 'Kopiuj cennik': takes over the rates of another apartment of this listing (as new rows). */
function CopyPricesDialog({ number, onCopy }: { number: number; onCopy: (rows: PriceFormValues[]) => void }) {
  const { values } = useFormState<AccommodationFormValues>({ subscription: { values: true } });
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState('');
  const others = (values.apartmentsAttributes ?? []).map((a, i) => ({ index: i, label: a.name || `Apartament ${i + 1}`, rows: a.pricesAttributes })).filter((a) => a.index !== number - 1);
  if (others.length === 0) return null;
  return (
    <>
      <Button variant="outline" onClick={() => (setSource(''), setOpen(true))}>
        Kopiuj cennik
      </Button>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Kopiuj cennik</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root>
                  <Field.Label>Kopiuj cennik z apartamentu</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={source} onChange={(e) => setSource(e.currentTarget.value)}>
                      <option value="">Wybierz apartament</option>
                      {others.map((o) => (
                        <option key={o.index} value={String(o.index)}>
                          {o.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.HelperText>Obecne stawki tego apartamentu zostaną zastąpione.</Field.HelperText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)}>
                  Anuluj
                </Button>
                <Button
                  colorPalette="teal"
                  disabled={source === ''}
                  onClick={() => {
                    const chosen = others.find((o) => String(o.index) === source);
                    if (chosen) onCopy(chosen.rows.map(({ id: _id, ...row }) => ({ ...row })));
                    setOpen(false);
                  }}
                >
                  Kopiuj
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/**
 * Cennik: standard prices (intelligent prices are offered but disabled, as the spec has it) and the rate rows,
 * one per guest count; 'Dodaj stawkę' adds 1 guest, 0 zł base, 0 zł maximum. A row is the price of a night for a party
 * of up to its guest count (pricing/rates.ts on the server): the price list's tiers 1-2, 3-4 and 5+ take the rows for
 * 2, 4 and 5 guests; the maximum caps a night's price after the rules, 0 meaning no cap. The step says so in two lines.
 */
export function RatesStep({ prefix, number }: ApartmentStepProps) {
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

      <Stack gap="1" color="fg.muted" fontSize="sm">
        <Text>
          Stawka to cena za dobę dla grupy do podanej liczby gości; większa grupa płaci stawkę z najbliższą wyższą liczbą gości.
          Progi cennika dziennego 1-2, 3-4 i 5+ osób biorą stawki dla 2, 4 i 5 gości (np. stawki „2” i „4” to progi 1-2 i 3-4).
        </Text>
        <Text>Cena maksymalna to górny limit ceny za dobę po zastosowaniu reguł cennika; 0 oznacza brak limitu.</Text>
      </Stack>
      <Stack gap="3" as="ol" listStyleType="none" p="0" m="0" aria-label="Stawki">
        {list.length === 0 ? <Text color="fg.muted">Brak stawek. Dodaj stawkę dla liczby gości.</Text> : null}
        {list.map((row, i) => (
          <Box as="li" key={row.id ?? `new-${i}`} borderWidth="1px" rounded="md" p="3">
            <SimpleGrid columns={{ base: 1, md: 5 }} gap="3" alignItems="end">
              <NumberInput
                integer
                name={`${prefix}.pricesAttributes[${i}].guestCount`}
                label="Liczba gości"
                min={1}
                validate={integerAtLeast(1, 'Liczba gości musi wynosić co najmniej 1')}
              />
              <NumberInput
                name={`${prefix}.pricesAttributes[${i}].basePrice`}
                label="Cena podstawowa"
                placeholder="np. 300"
                min={0}
                validate={(value) => (value === '' || value === undefined ? 'Podaj cenę za dobę' : requiredAmount(value))}
              />
              <FormField
                name={`${prefix}.pricesAttributes[${i}].currency`}
                label="Waluta"
                type="select"
                options={PRICE_CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
              <NumberInput
                name={`${prefix}.pricesAttributes[${i}].maximumPrice`}
                label="Cena maksymalna"
                min={0}
                validate={requiredAmount}
              />
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
        <CopyPricesDialog number={number} onCopy={(copied) => form.change(`${prefix}.pricesAttributes`, copied)} />
      </HStack>
    </Stack>
  );
}
