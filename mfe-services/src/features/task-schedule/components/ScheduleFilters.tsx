import { Form } from 'react-final-form';
import { CheckboxGroupField, CloseButton, DateInput, Drawer, FilterActions, FormField, Portal, SimpleGrid, Stack } from '@gospodarz/shared';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, SERVICE_KINDS, SERVICE_KIND_LABELS } from '@gospodarz/shared/dto';
import { EMPTY_FILTERS, type ScheduleFilters as Filters } from '../query';

export interface ScheduleFiltersProps {
  open: boolean;
  values: Filters;
  apartments: Array<{ id: string; name: string }>;
  providers: Array<{ id: string; name: string }>;
  onSubmit: (values: Filters) => void;
  onClose: () => void;
}

const STATUS_CHOICES = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));
const KIND_OPTIONS = SERVICE_KINDS.map((k) => ({ value: k, label: SERVICE_KIND_LABELS[k] }));

const validate = (v: Filters) => (v.from && v.to && v.to < v.from ? { to: 'Data końcowa nie może być wcześniejsza niż początkowa' } : {});

/** The work schedule's filter drawer: dates, apartments, statuses, provider, kind of service. */
export function ScheduleFilters({ open, values, apartments, providers, onSubmit, onClose }: ScheduleFiltersProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => (!e.open ? onClose() : undefined)} placement="end" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Filtry</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Form<Filters> onSubmit={onSubmit} initialValues={values} validate={validate}>
                {({ handleSubmit, form }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label="Filtry harmonogramu">
                    <Stack gap="4">
                      <SimpleGrid columns={2} gap="2">
                        <DateInput name="from" label="Od" />
                        <DateInput name="to" label="Do" />
                      </SimpleGrid>
                      <CheckboxGroupField name="apartments" legend="Apartamenty" choices={apartments.map((a) => ({ value: a.id, label: a.name }))} />
                      <CheckboxGroupField name="statuses" legend="Status" choices={STATUS_CHOICES} />
                      <FormField name="provider" label="Usługodawca" type="select" placeholder="Wszyscy" options={providers.map((p) => ({ value: p.id, label: p.name }))} />
                      <FormField name="kind" label="Rodzaj usługi" type="select" placeholder="Wszystkie" options={KIND_OPTIONS} />
                      <FilterActions
                        onClear={() => {
                          form.reset(EMPTY_FILTERS);
                          onSubmit(EMPTY_FILTERS);
                        }}
                      />
                    </Stack>
                  </form>
                )}
              </Form>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Zamknij filtry" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
