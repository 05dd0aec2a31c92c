import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ErrorPanel, Heading, LoadingScreen, NativeSelect, Stack, Table, Text, type NotificationChannel, type NotificationKind } from '@gospodarz/shared';
import { NOTIFICATION_CHANNELS, NOTIFICATION_CHANNEL_VALUES, NOTIFICATION_KINDS } from '@gospodarz/shared/dto';
import { preferenceActions, preferences, selectPreferences } from '../slice';

/** 'Powiadomienia' on the profile: for each kind, in the app, by e-mail too, or off. Each change saves at once. */
export function NotificationPreferences() {
  const dispatch = useDispatch();
  const { data, loading, error } = useSelector(selectPreferences);
  useEffect(() => {
    dispatch(preferences.actions.load());
  }, [dispatch]);

  if (error) return <ErrorPanel message={error} onRetry={() => dispatch(preferences.actions.load())} />;
  if (loading && data.length === 0) return <LoadingScreen label="Wczytywanie ustawień powiadomień…" />;
  return (
    <Stack gap="3" maxW="3xl">
      <Heading as="h2" size="md">
        Powiadomienia
      </Heading>
      <Text color="fg.muted">Wybierz, jak chcesz dowiadywać się o każdym zdarzeniu: w aplikacji (dzwonek), także e-mailem, albo wcale.</Text>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Zdarzenie</Table.ColumnHeader>
            <Table.ColumnHeader>Powiadomienie</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map((p) => {
            const kind = p.attributes.kind as NotificationKind;
            const label = NOTIFICATION_KINDS[kind]?.label ?? kind;
            return (
              <Table.Row key={kind}>
                <Table.Cell>{label}</Table.Cell>
                <Table.Cell minW="48">
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-label={label}
                      value={p.attributes.channel}
                      onChange={(event) => dispatch(preferenceActions.choose({ kind, channel: event.currentTarget.value as NotificationChannel }))}
                    >
                      {NOTIFICATION_CHANNEL_VALUES.map((channel) => (
                        <option key={channel} value={channel}>
                          {NOTIFICATION_CHANNELS[channel]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
