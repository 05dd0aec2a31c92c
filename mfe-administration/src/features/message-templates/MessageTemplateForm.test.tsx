import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from '@gospodarz/shared/router';
import { renderWithProviders } from '@gospodarz/shared/testing';
import { createSectionStore } from '../../testing';
import { messageTemplatesApi } from './api';
import { MessageTemplateForm } from './components/MessageTemplateForm';

jest.mock('./api', () => ({ messageTemplatesApi: { list: jest.fn(), get: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() } }));
const mocked = messageTemplatesApi as jest.Mocked<typeof messageTemplatesApi>;

// the machine running the suite may be busy: give the form time before failing
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(40_000);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('a message template', () => {
  it('shows the server field errors, then saves and returns to the list', async () => {
    const user = userEvent.setup();
    mocked.create
      .mockResolvedValueOnce({ ok: false, status: 422, body: { message: 'Popraw zaznaczone pola.', errors: { body: ['Nieznany znacznik: {{guest}}'] } } })
      .mockResolvedValueOnce({ ok: true, status: 201, data: { id: 't1', type: 'message_template', attributes: {} as never }, headers: {} });
    renderWithProviders(
      <Provider store={createSectionStore()}>
        <Routes>
          <Route path="/administration/messages-settings/new" element={<MessageTemplateForm />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </Provider>,
      { route: '/administration/messages-settings/new' },
    );
    await user.type(await screen.findByLabelText(/Nazwa szablonu/), 'Przypomnienie');
    await user.type(screen.getByLabelText(/Temat/), 'Do zobaczenia');
    await user.type(screen.getByLabelText(/Treść/), 'Dzień dobry {{{{guest}}');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Nieznany znacznik: {{guest}}')).toBeInTheDocument();
    // an SMS has no subject
    await user.selectOptions(screen.getByLabelText('Kanał'), 'sms');
    expect(screen.queryByLabelText(/Temat/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/administration/messages-settings'));
    expect(mocked.create).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Przypomnienie', channel: 'sms', language: 'pol' }));
  });

  it('inserts a clicked placeholder, previews it filled with a sample reservation, saves its trigger and shows a taken name', async () => {
    const user = userEvent.setup();
    mocked.create
      .mockResolvedValueOnce({ ok: false, status: 409, body: { message: 'Szablon o tej nazwie już istnieje w tym języku.', errors: { name: ['Szablon o tej nazwie już istnieje w tym języku.'] } } })
      .mockResolvedValueOnce({ ok: true, status: 201, data: { id: 't1', type: 'message_template', attributes: {} as never }, headers: {} });
    renderWithProviders(
      <Provider store={createSectionStore()}>
        <Routes>
          <Route path="/administration/messages-settings/new" element={<MessageTemplateForm />} />
          <Route path="*" element={null} />
        </Routes>
      </Provider>,
      { route: '/administration/messages-settings/new' },
    );
    await user.type(await screen.findByLabelText(/Nazwa szablonu/), 'Nowa rezerwacja');
    await user.type(screen.getByLabelText(/Temat/), 'Witamy');
    await user.type(screen.getByLabelText(/Treść/), 'Dzień dobry ');
    await user.click(screen.getByRole('button', { name: 'Imię gościa' }));
    expect(screen.getByLabelText(/Treść/)).toHaveValue('Dzień dobry {{guestFirstName}}');
    expect(screen.getByTestId('template-preview')).toHaveTextContent('Dzień dobry Jan');
    await user.selectOptions(screen.getByLabelText('Wysyłka automatyczna'), 'before_check_in');
    await user.type(screen.getByLabelText(/Liczba dni/), '3');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect((await screen.findAllByText('Szablon o tej nazwie już istnieje w tym języku.'))[0]).toBeInTheDocument();
    expect(mocked.create).toHaveBeenLastCalledWith(expect.objectContaining({ trigger: 'before_check_in', triggerDays: 3, triggerHour: undefined }));
  });
});
