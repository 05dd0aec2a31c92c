import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch } from 'react-redux';
import { Button, DateInput, Dialog, FormField, HALF_HOURS, Portal, SimpleGrid, Stack, Text, localInstant, serviceTimeOf, type CooperationOrderDto, type OrderStatus } from '@gospodarz/shared';
import { ORDER_STATUS_CHOICES, ORDER_STATUS_LABELS } from '@gospodarz/shared/dto';
import { commands } from '../slice';

export type OrderDialogKind = 'date' | 'status';

const TIME_OPTIONS = HALF_HOURS.map((t) => ({ value: t, label: t }));
const STATUS_OPTIONS = ORDER_STATUS_CHOICES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));

interface Values {
  day: string;
  time: string;
  status: OrderStatus;
}

/** The service time as the dialog offers it, and its status (a canceled order is offered as planned again). */
function initialOf(order: CooperationOrderDto): Values {
  return { ...serviceTimeOf(order.attributes.serviceDate), status: order.attributes.status === 'canceled' ? 'planned' : order.attributes.status };
}

/** 'Zmień datę usługi' (a day and a half hour) and 'Zmień status usługi' (planned, in progress, rejected, completed). */
export function OrderDialog({ order, kind, onClose }: { order: CooperationOrderDto | null; kind: OrderDialogKind; onClose: () => void }) {
  const dispatch = useDispatch();
  const initialValues = useMemo(() => (order ? initialOf(order) : undefined), [order]);
  const title = kind === 'date' ? 'Zmień datę usługi' : 'Zmień status usługi';
  const onSubmit = (values: Values) =>
    new Promise<boolean>((resolve) =>
      dispatch(commands.change(order!.id, kind === 'date' ? { serviceDate: localInstant(values.day, values.time) } : { status: values.status }, resolve)),
    ).then((ok) => {
      if (ok) onClose();
    });
  const validate = (values: Values) => (kind === 'date' && !values.day ? { day: 'Podaj datę' } : {});

  return (
    <Dialog.Root open={order !== null} onOpenChange={(e) => (!e.open ? onClose() : undefined)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {order ? (
              <Form<Values> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
                {({ handleSubmit, submitting }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label={title}>
                    <Dialog.Header>
                      <Dialog.Title>{title}</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="3">
                        <Text color="fg.muted">
                          {order.attributes.accommodation.name} · {order.attributes.serviceProvider.name}
                        </Text>
                        {kind === 'date' ? (
                          <SimpleGrid columns={2} gap="3">
                            <DateInput name="day" label="Data usługi" required />
                            <FormField name="time" label="Godzina" type="select" options={TIME_OPTIONS} />
                          </SimpleGrid>
                        ) : (
                          <FormField name="status" label="Status" type="select" options={STATUS_OPTIONS} />
                        )}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button type="button" variant="outline" onClick={onClose} disabled={submitting}>
                        Anuluj
                      </Button>
                      <Button type="submit" loading={submitting} disabled={submitting}>
                        Zapisz
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
