import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  DataTable,
  ErrorPanel,
  PageHeader,
  notify,
  useConfirm,
  type MessageTemplateDto,
} from '@gospodarz/shared';
import { TEMPLATE_CHANNELS, TEMPLATE_LANGUAGES } from '@gospodarz/shared/dto';
import { messageTemplatesApi } from '../api';

/** /administration/messages-settings: the account's guest message templates. */
export function MessageTemplatesPage() {
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [rows, setRows] = useState<MessageTemplateDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    const result = await messageTemplatesApi.list();
    setLoading(false);
    if (result.ok) {
      setRows(result.data);
      setError(null);
    } else setError(result.body.message);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (row: MessageTemplateDto) => {
    if (!(await confirm({ title: 'Usunąć szablon?', message: `Szablon „${row.attributes.name}” zostanie usunięty.`, confirmLabel: 'Usuń', destructive: true }))) return;
    const result = await messageTemplatesApi.remove(row.id);
    if (!result.ok) {
      notify({ type: 'error', description: result.body.message || 'Coś poszło nie tak.' });
      return;
    }
    notify({ type: 'success', description: 'Szablon został usunięty.' });
    void load();
  };

  return (
    <Box>
      <PageHeader
        title="Szablony wiadomości"
        description="Wiadomości do gości z polami uzupełnianymi danymi rezerwacji, np. {{guestName}}, {{from}}, {{to}}, {{apartmentName}}."
        actions={
          <Button colorPalette="teal" onClick={() => navigate('/administration/messages-settings/new')}>
            Dodaj szablon
          </Button>
        }
      />
      {error ? (
        <ErrorPanel message={error} onRetry={() => void load()} />
      ) : (
        <DataTable<MessageTemplateDto>
          caption="Szablony wiadomości"
          loading={loading}
          rows={rows}
          getRowKey={(r) => r.id}
          columns={[
            { key: 'name', header: 'Nazwa', render: (r) => r.attributes.name },
            { key: 'language', header: 'Język', render: (r) => TEMPLATE_LANGUAGES[r.attributes.language] },
            { key: 'channel', header: 'Kanał', render: (r) => TEMPLATE_CHANNELS[r.attributes.channel] },
            { key: 'subject', header: 'Temat', render: (r) => r.attributes.subject || '—' },
          ]}
          rowActionsLabel={(r) => `Akcje szablonu ${r.attributes.name}`}
          rowActions={(r) => [
            { label: 'Edytuj', onSelect: () => navigate(`/administration/messages-settings/${r.id}`) },
            { label: 'Usuń', onSelect: () => void remove(r) },
          ]}
        />
      )}
      {dialog}
    </Box>
  );
}
