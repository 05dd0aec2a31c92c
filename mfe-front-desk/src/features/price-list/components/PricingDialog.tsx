import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from '@gospodarz/shared/router';
import type { SubmissionErrors } from 'final-form';
import {
  Alert,
  Button,
  Dialog,
  FormErrorMessage,
  FormField,
  Link,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  formatDate,
  formatMoney,
  type PriceRuleDto,
  DateInput,
} from '@gospodarz/shared';
import { PRICE_TIER_LABELS } from '@gospodarz/shared/dto';
import { TIER_FIELDS, initialValues, toPayload, validatePricing, type PricingFormValues, type Selection } from '../form';
import { actions } from '../slice';
import { ApartmentPicker } from './ApartmentPicker';

const ACCOMMODATIONS = '/administration/accommodations';

export interface PricingDialogProps {
  /** the days picked in the grid; null: closed */
  selection: Selection | null;
  rules: PriceRuleDto[];
  onClose: () => void;
}

/**
 * The prices of the selected days: the range, a price per party size in the apartment's currency (a decimal comma
 * is fine; empty means the apartment's rate) and the rule set of those days, for this apartment or several at once.
 * Read-only for an apartment priced intelligently, whose prices the system sets.
 */
export function PricingDialog({ selection, rules, onClose }: PricingDialogProps) {
  const dispatch = useDispatch();
  const initial = useMemo(() => (selection ? initialValues(selection) : null), [selection]);
  const apartment = selection?.apartment;
  const readOnly = !!apartment?.smartPricing;
  const unit = apartment?.currency && apartment.currency !== 'PLN' ? apartment.currency : 'zł';

  const onSubmit = (values: PricingFormValues) =>
    new Promise<SubmissionErrors | undefined>((resolve) =>
      dispatch(
        actions.save(toPayload(values), (errors) => {
          resolve(errors);
          if (!errors) onClose();
        }),
      ),
    );

  return (
    <Dialog.Root open={!!selection} onOpenChange={(e) => (!e.open ? onClose() : undefined)} size="lg" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {selection && initial && apartment ? (
              <Form<PricingFormValues> onSubmit={onSubmit} initialValues={initial} validate={validatePricing}>
                {({ handleSubmit, submitting, values }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label="Ceny" style={{ display: 'contents' }}>
                    <Dialog.Header>
                      <Stack gap="0">
                        <Dialog.Title>Ceny: {apartment.name}</Dialog.Title>
                        <Text color="fg.muted" fontSize="sm">
                          {apartment.accommodationName} · {formatDate(values.from)} – {formatDate(values.to)}
                        </Text>
                      </Stack>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        {readOnly ? (
                          <Alert.Root status="info">
                            <Alert.Indicator />
                            <Alert.Content>
                              <Alert.Title>Ten apartament korzysta z inteligentnych cen</Alert.Title>
                              <Alert.Description>
                                Ceny ustala system, więc cennika nie można tu zmienić. Wyłączysz to w ustawieniach cen obiektu:{' '}
                                <Link asChild colorPalette="teal">
                                  <RouterLink to={ACCOMMODATIONS}>Obiekty</RouterLink>
                                </Link>
                                .
                              </Alert.Description>
                            </Alert.Content>
                          </Alert.Root>
                        ) : null}
                        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                          <DateInput name="from" label="Od" required readOnly={readOnly} />
                          <DateInput name="to" label="Do (włącznie)" required readOnly={readOnly} />
                        </SimpleGrid>
                        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                          {TIER_FIELDS.map(({ tier, field }) => (
                            <FormField
                              key={tier}
                              name={field}
                              label={`${PRICE_TIER_LABELS[tier]} (${unit})`}
                              readOnly={readOnly}
                              placeholder={apartment.rates[tier] !== null ? formatMoney(apartment.rates[tier], apartment.currency) : undefined}
                              inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
                            />
                          ))}
                        </SimpleGrid>
                        <Text color="fg.muted" fontSize="sm">
                          Puste pole: cena ze stawek apartamentu w obiekcie (podpowiedź w polu).{' '}
                          <Link asChild colorPalette="teal">
                            <RouterLink to={ACCOMMODATIONS}>Stawki w obiektach</RouterLink>
                          </Link>
                        </Text>
                        <FormField
                          name="ruleId"
                          label="Reguła"
                          type="select"
                          disabled={readOnly}
                          options={[{ value: '', label: 'Bez reguły' }, ...rules.map((r) => ({ value: r.id, label: r.attributes.name }))]}
                        />
                        {readOnly ? null : <ApartmentPicker origin={apartment} day={selection.from} />}
                        <FormErrorMessage />
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button variant="outline" onClick={onClose} disabled={submitting}>
                        {readOnly ? 'Zamknij' : 'Anuluj'}
                      </Button>
                      {readOnly ? null : (
                        <Button type="submit" colorPalette="teal" loading={submitting}>
                          Zapisz
                        </Button>
                      )}
                    </Dialog.Footer>
                  </form>
                )}
              </Form>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
