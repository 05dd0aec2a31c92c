import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import {
  Button,
  DateInput,
  Dialog,
  ErrorPanel,
  FormField,
  HALF_HOURS,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  formatDateTime,
  formatMoney,
  localInstant,
  serviceTimeOf,
  useConfirm,
  type CalendarTask,
  type CooperationOrderDto,
  type OrderStatus,
} from '@gospodarz/shared';
import { ORDER_STATUS_CHOICES, ORDER_STATUS_LABELS } from '@gospodarz/shared/dto';
import { actions, selectServiceTask, serviceTask } from '../slice';
import { DialogFrame } from './DialogFrame';

const TIME_OPTIONS = HALF_HOURS.map((t) => ({ value: t, label: t }));
const STATUS_OPTIONS = ORDER_STATUS_CHOICES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));

interface Values {
  day: string;
  time: string;
  status: OrderStatus;
}

const validate = (values: Values) => (values.day ? {} : { day: 'Podaj datę' });

/**
 * A service task marker clicked in the grid: its order's provider, time and status, changed here as in the work
 * schedule, and taken off the schedule after a second confirmation.
 */
export function ServiceTaskDialog({ task, onClose, onChanged }: { task: CalendarTask | null; onClose: () => void; onChanged: () => void }) {
  const dispatch = useDispatch();
  const { data: order, loading, error } = useSelector(selectServiceTask);
  useEffect(() => {
    if (task) dispatch(serviceTask.actions.load(task.id));
  }, [dispatch, task]);
  const shown = order && task && order.id === task.id && !loading ? order : null;

  return (
    <DialogFrame open={!!task} onClose={onClose} size="md">
      <Dialog.Header>
        <Dialog.Title>Zlecenie usługi</Dialog.Title>
      </Dialog.Header>
      {shown ? (
        <OrderForm order={shown} onClose={onClose} onChanged={onChanged} />
      ) : (
        <Dialog.Body>
          {error && !loading ? (
            <ErrorPanel title="Nie udało się wczytać zlecenia" message={error} onRetry={() => task && dispatch(serviceTask.actions.load(task.id))} />
          ) : (
            <Spinner size="sm" aria-label="Wczytywanie zlecenia" />
          )}
        </Dialog.Body>
      )}
    </DialogFrame>
  );
}

function OrderForm({ order, onClose, onChanged }: { order: CooperationOrderDto; onClose: () => void; onChanged: () => void }) {
  const dispatch = useDispatch();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [removing, setRemoving] = useState(false);
  const a = order.attributes;
  const initialValues = useMemo<Values>(() => ({ ...serviceTimeOf(a.serviceDate), status: a.status === 'canceled' ? 'planned' : a.status }), [a]);

  const onSubmit = (values: Values) =>
    new Promise<boolean>((resolve) => dispatch(actions.saveTask(order.id, { status: values.status, serviceDate: localInstant(values.day, values.time) }, resolve))).then(
      (ok) => {
        if (ok) onChanged();
      },
    );

  const remove = async () => {
    const sure = await confirm({
      title: 'Usunąć zlecenie?',
      message: `${a.serviceProvider.name} nie wykona usługi w ${a.accommodation.name} ${formatDateTime(a.serviceDate)}. Zlecenie zostanie anulowane i zostanie w historii.`,
      confirmLabel: 'Usuń zlecenie',
      destructive: true,
    });
    if (!sure) return;
    setRemoving(true);
    dispatch(
      actions.removeTask(order.id, (ok) => {
        setRemoving(false);
        if (ok) onChanged();
      }),
    );
  };

  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Zlecenie usługi" style={{ display: 'contents' }}>
          <Dialog.Body>
            <Stack gap="3">
              <Stack gap="1" fontSize="sm">
                <Text fontWeight="semibold">{a.serviceProvider.name}</Text>
                <Text>
                  {a.accommodation.name} · {a.accommodation.street}, {a.accommodation.city}
                </Text>
                {a.priceName ? (
                  <Text color="fg.muted">
                    {a.priceName}
                    {a.priceAmount ? ` · ${formatMoney(a.priceAmount, a.priceCurrency ?? 'PLN')}` : ''}
                  </Text>
                ) : null}
                {a.windowUntil ? <Text color="fg.muted">Do następnego przyjazdu: {formatDateTime(a.windowUntil)}</Text> : null}
                {a.sameDayTurnover ? <Text color="orange.fg">Przyjazd tego samego dnia</Text> : null}
                {a.outOfWindow ? <Text color="red.fg">Termin nie mieści się między wyjazdem a przyjazdem.</Text> : null}
              </Stack>
              <SimpleGrid columns={2} gap="3">
                <DateInput name="day" label="Data usługi" required />
                <FormField name="time" label="Godzina" type="select" options={TIME_OPTIONS} />
              </SimpleGrid>
              <FormField name="status" label="Status" type="select" options={STATUS_OPTIONS} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer flexWrap="wrap">
            <Button variant="outline" colorPalette="red" onClick={remove} loading={removing} disabled={submitting} mr="auto">
              Usuń zlecenie
            </Button>
            <Button variant="outline" onClick={onClose} disabled={submitting}>
              Anuluj
            </Button>
            <Button type="submit" colorPalette="teal" loading={submitting} disabled={removing}>
              Zapisz
            </Button>
          </Dialog.Footer>
          {confirmDialog}
        </form>
      )}
    </Form>
  );
}
