import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import {
  Badge,
  Box,
  Button,
  ConfirmDialog,
  ErrorPanel,
  FormErrorMessage,
  FormField,
  Heading,
  HStack,
  LoadingScreen,
  Stack,
  Table,
  Text,
  formatDateTime,
} from '@gospodarz/shared';
import { API_TOKEN_ACCESS, API_TOKEN_EXPIRIES, type ApiTokenDto, type ApiTokenInput } from '@gospodarz/shared/dto';
import { required } from '../../common';
import { apiTokenActions, apiTokens, selectApiTokens } from '../slice';

const EXPIRY_OPTIONS = Object.entries(API_TOKEN_EXPIRIES).map(([value, label]) => ({ value, label }));
const ACCESS_OPTIONS = Object.entries(API_TOKEN_ACCESS).map(([value, label]) => ({ value, label }));

function status(token: ApiTokenDto): string {
  const a = token.attributes;
  if (a.revokedAt) return `Unieważniony ${formatDateTime(a.revokedAt)}`;
  if (!a.active) return 'Wygasł';
  return a.expiresAt ? `Ważny do ${formatDateTime(a.expiresAt)}` : 'Bez terminu';
}

/**
 * 'Tokeny API' on the profile (issue 42): the user's personal access tokens (the owner's: every token of the account,
 * with whose it is), 'Utwórz token' (a name, how long, read-only or read-write) showing the new token once, and
 * 'Unieważnij'.
 */
export function ApiTokens() {
  const dispatch = useDispatch();
  const { data, loading, error } = useSelector(selectApiTokens);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);
  useEffect(() => {
    dispatch(apiTokens.actions.load());
  }, [dispatch]);

  const onSubmit = async (values: ApiTokenInput, form: { reset(): void }) => {
    const outcome = await new Promise<{ errors?: Record<string, unknown>; token?: string }>((resolve) => dispatch(apiTokenActions.create(values, resolve)));
    if (outcome.errors) return outcome.errors;
    setCreated(outcome.token ?? null);
    setTimeout(() => form.reset());
    return undefined;
  };

  if (error) return <ErrorPanel message={error} onRetry={() => dispatch(apiTokens.actions.load())} />;
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h2" size="md">
        Tokeny API
      </Heading>
      <Text color="fg.muted">
        Token pozwala Twoim narzędziom (arkuszom, skryptom, automatyzacjom) korzystać z API Gospodarza w Twoim imieniu: wysyłaj go w nagłówku
        „Authorization: Bearer …”. Token może najwyżej tyle, co Ty. Opis API: <a href="/api/docs">/api/docs</a>.
      </Text>
      {created ? (
        <Box role="status" borderWidth="1px" borderColor="border.success" rounded="md" p="4">
          <Text fontWeight="semibold">Skopiuj token teraz – nie pokażemy go ponownie.</Text>
          <Text as="code" data-testid="created-token" wordBreak="break-all" display="block" my="2">
            {created}
          </Text>
          <HStack>
            <Button size="sm" onClick={() => void navigator.clipboard?.writeText(created)}>
              Kopiuj
            </Button>
            <Button size="sm" variant="outline" onClick={() => setCreated(null)}>
              Gotowe
            </Button>
          </HStack>
        </Box>
      ) : null}
      <Form<ApiTokenInput>
        onSubmit={onSubmit}
        initialValues={{ name: '', expiresIn: '90', access: 'read' }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Nowy token API">
            <Stack gap="3" maxW="md">
              <FormField name="name" label="Nazwa tokenu" helperText="Np. nazwa narzędzia, które go użyje" validate={required} />
              <FormField name="expiresIn" label="Ważność" type="select" options={EXPIRY_OPTIONS} />
              <FormField name="access" label="Dostęp" type="select" options={ACCESS_OPTIONS} />
              <FormErrorMessage />
              <Box>
                <Button type="submit" loading={submitting} disabled={submitting} loadingText="Utwórz token">
                  Utwórz token
                </Button>
              </Box>
            </Stack>
          </form>
        )}
      />
      {loading && data.length === 0 ? (
        <LoadingScreen label="Wczytywanie tokenów…" />
      ) : data.length === 0 ? (
        <Text color="fg.muted">Nie masz jeszcze tokenów API.</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Nazwa</Table.ColumnHeader>
                <Table.ColumnHeader>Dostęp</Table.ColumnHeader>
                <Table.ColumnHeader>Ważność</Table.ColumnHeader>
                <Table.ColumnHeader>Ostatnie użycie</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.map((token) => {
                const a = token.attributes;
                return (
                  <Table.Row key={token.id} data-token={a.name}>
                    <Table.Cell>
                      <Text>{a.name}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {a.tokenStart}… · utworzony {formatDateTime(a.createdAt)}
                        {a.own ? '' : ` · ${a.userName}`}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{API_TOKEN_ACCESS[a.access]}</Table.Cell>
                    <Table.Cell>{a.active ? status(token) : <Badge colorPalette="gray">{status(token)}</Badge>}</Table.Cell>
                    <Table.Cell>{a.lastUsedAt ? formatDateTime(a.lastUsedAt) : 'Nigdy'}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {a.active ? (
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRevoking(token)} aria-label={`Unieważnij token ${a.name}`}>
                          Unieważnij
                        </Button>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Unieważnić token?"
        message={revoking ? `Token „${revoking.attributes.name}” przestanie działać od razu. Narzędzia, które go używają, stracą dostęp.` : undefined}
        confirmLabel="Unieważnij"
        destructive
        onConfirm={() => {
          if (revoking) dispatch(apiTokenActions.revoke(revoking.id));
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
