import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import {
  Button,
  Dialog,
  FormErrorMessage,
  FormField,
  Portal,
  Stack,
  Table,
  Text,
  formatMoney,
  type ServiceKind,
  type ServiceProviderDto,
  scrollRegionProps,
} from '@gospodarz/shared';
import { commands, type Resolve } from '../slice';

interface RequestValues {
  message: string;
  priceListItemId: string;
}

/** 'Nawiąż współpracę': the provider's price list (the service the orders are priced by) and an optional message. */
export function CooperationRequestDialog({ provider, kind, onClose }: { provider: ServiceProviderDto | null; kind: ServiceKind; onClose: () => void }) {
  const dispatch = useDispatch();
  const prices = useMemo(() => provider?.attributes.standardPriceListsAttributes ?? [], [provider]);
  const initialValues = useMemo(() => ({ message: '', priceListItemId: prices[0]?.id ?? '' }), [prices]);
  const onSubmit = (values: RequestValues) =>
    new Promise<Parameters<Resolve>[0]>((resolve) =>
      dispatch(
        commands.requestCooperation(
          { message: values.message ?? '', service_provider_id: provider!.id, servicePerformed: kind, priceListItemId: values.priceListItemId || null },
          resolve,
        ),
      ),
    ).then((errors) => {
      if (!errors) onClose();
      return errors;
    });

  return (
    <Dialog.Root open={provider !== null} onOpenChange={(e) => (!e.open ? onClose() : undefined)} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {provider ? (
              <Form<RequestValues> onSubmit={onSubmit} initialValues={initialValues}>
                {({ handleSubmit, submitting }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label="Nawiąż współpracę">
                    <Dialog.Header>
                      <Dialog.Title>Nawiąż współpracę</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="4">
                        <Text fontWeight="medium">{provider.attributes.name}</Text>
                        <Stack gap="1">
                          <Text textStyle="sm" fontWeight="medium">
                            Cennik usługodawcy
                          </Text>
                          {prices.length === 0 ? (
                            <Text textStyle="sm" color="fg.muted">
                              Brak danych
                            </Text>
                          ) : (
                            <Table.ScrollArea {...scrollRegionProps('Cennik usługodawcy')}>
                              <Table.Root size="sm" aria-label="Cennik usługodawcy">
                                <Table.Header>
                                  <Table.Row>
                                    <Table.ColumnHeader>Usługa</Table.ColumnHeader>
                                    <Table.ColumnHeader textAlign="end">Cena brutto</Table.ColumnHeader>
                                    <Table.ColumnHeader textAlign="end">Czas</Table.ColumnHeader>
                                  </Table.Row>
                                </Table.Header>
                                <Table.Body>
                                  {prices.map((p) => (
                                    <Table.Row key={p.id}>
                                      <Table.Cell>{p.name}</Table.Cell>
                                      <Table.Cell textAlign="end">{formatMoney(p.grossAmount, p.currency)}</Table.Cell>
                                      <Table.Cell textAlign="end">{p.durationMinutes ? `${p.durationMinutes} min` : '—'}</Table.Cell>
                                    </Table.Row>
                                  ))}
                                </Table.Body>
                              </Table.Root>
                            </Table.ScrollArea>
                          )}
                        </Stack>
                        {prices.length > 1 ? (
                          <FormField name="priceListItemId" label="Usługa do zleceń" type="select" options={prices.map((p) => ({ value: p.id, label: `${p.name} (${formatMoney(p.grossAmount, p.currency)})` }))} />
                        ) : null}
                        <FormField name="message" label="Wiadomość (opcjonalnie)" type="textarea" rows={3} />
                        <FormErrorMessage />
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button type="button" variant="outline" onClick={onClose} disabled={submitting}>
                        Anuluj
                      </Button>
                      <Button type="submit" loading={submitting} disabled={submitting}>
                        Wyślij zapytanie
                      </Button>
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
