import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { Button, CheckboxGroupField, Dialog, FormErrorMessage, Portal, Stack, Text, type CoHostDto } from '@gospodarz/shared';
import { CHOOSE_APARTMENTS } from '../form';
import { commands, selectCoHosts, type Resolve } from '../slice';

interface ShareValues {
  apartmentsIds: string[];
}

// Shown once a submit has failed (the list marks no field touched), as the section's share dialogs do.
const validate = (values: ShareValues) => ((values.apartmentsIds ?? []).length === 0 ? { apartmentsIds: CHOOSE_APARTMENTS } : {});

/** 'Udostępnij apartament': the apartments shared with a co-host, all at once. */
export function ShareApartmentsDialog({ coHost, onClose }: { coHost: CoHostDto | null; onClose: () => void }) {
  const dispatch = useDispatch();
  const { apartments } = useSelector(selectCoHosts);
  const choices = apartments.data.map((a) => ({ value: a.id, label: a.name }));
  const onSubmit = (values: ShareValues) =>
    new Promise<Parameters<Resolve>[0]>((resolve) => dispatch(commands.share(coHost!.id, values.apartmentsIds, resolve))).then((errors) => {
      if (!errors) onClose();
      return errors;
    });
  const name = coHost ? `${coHost.attributes.firstName} ${coHost.attributes.lastName}`.trim() : '';
  // a new object each render would make the form start over
  const initialValues = useMemo(() => ({ apartmentsIds: coHost?.attributes.apartments.map((a) => a.id) ?? [] }), [coHost]);

  return (
    <Dialog.Root open={coHost !== null} onOpenChange={(e) => (!e.open ? onClose() : undefined)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {coHost ? (
              <Form<ShareValues>
                onSubmit={onSubmit}
                initialValues={initialValues}
                validate={validate}
              >
                {({ handleSubmit, submitting }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label="Udostępnij apartament">
                    <Dialog.Header>
                      <Dialog.Title>Udostępnij apartament</Dialog.Title>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="3">
                        <Text color="fg.muted">{name}</Text>
                        <CheckboxGroupField name="apartmentsIds" legend="Apartamenty" choices={choices} />
                        <FormErrorMessage />
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer>
                      <Button type="button" variant="outline" onClick={onClose} disabled={submitting}>
                        Anuluj
                      </Button>
                      <Button type="submit" loading={submitting} disabled={submitting}>
                        Udostępnij
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
