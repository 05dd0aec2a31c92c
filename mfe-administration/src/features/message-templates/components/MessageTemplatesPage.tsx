import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from '@gospodarz/shared/router';
import { Box, Button, DataTable, ErrorPanel, PageHeader, useConfirm, type MessageTemplateDto } from '@gospodarz/shared';
import { TEMPLATE_CHANNELS, TEMPLATE_LANGUAGES } from '@gospodarz/shared/dto';
import { actions, selectMessageTemplates, templateList } from '../slice';

/** /administration/messages-settings: the account's guest message templates. */
export function MessageTemplatesPage() {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { confirm, dialog } = useConfirm();
  const { data: rows, loading, error } = useSelector(selectMessageTemplates).list;
  const load = () => dispatch(templateList.actions.load());

  useEffect(() => {
    dispatch(templateList.actions.load());
  }, [dispatch]);

  const remove = async (row: MessageTemplateDto) => {
    if (!(await confirm({ title: 'Usunąć szablon?', message: `Szablon „${row.attributes.name}” zostanie usunięty.`, confirmLabel: 'Usuń', destructive: true }))) return;
    dispatch(actions.remove(row.id));
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
        <ErrorPanel message={error} onRetry={load} />
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
