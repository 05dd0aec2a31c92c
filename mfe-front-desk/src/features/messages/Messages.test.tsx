import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { ConversationDto, MessageDto, MessageTemplateDto } from '@gospodarz/shared';
import { createSectionStore } from '../../testing';
import { messagesApi, type ScheduledMessageDto } from './api';
import { MessagesPage } from './components/MessagesPage';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  messagesApi: {
    list: jest.fn(),
    unread: jest.fn(),
    get: jest.fn(),
    send: jest.fn(),
    read: jest.fn(),
    setLanguage: jest.fn(),
    fill: jest.fn(),
    templates: jest.fn(),
    scheduled: jest.fn(),
    skipScheduled: jest.fn(),
    sendScheduled: jest.fn(),
    editScheduled: jest.fn(),
  },
}));
const mocked = messagesApi as jest.Mocked<typeof messagesApi>;
const ok = <T,>(data: T, meta?: Record<string, unknown>) => ({ ok: true as const, status: 200, data, meta, headers: {} });

function conversation(id: string, name: string, read: boolean, content: string): ConversationDto {
  return {
    id,
    type: 'conversation',
    attributes: {
      recipient: name,
      date: '2026-11-20T10:00:00.000Z',
      content,
      read,
      unreadCount: read ? 0 : 1,
      reservationId: id,
      apartment: { id: 'a1', name: 'Apartament Morski' },
      from: '2026-12-01',
      to: '2026-12-04',
      status: 'confirmed',
      paymentStatus: 'unpaid',
      totalPrice: 1234.56,
      currency: 'PLN',
      email: 'jan@example.pl',
      phoneNumber: '501 234 567',
      language: 'eng',
    },
  };
}
const message = (id: string, author: MessageDto['attributes']['author'], body: string, delivery: MessageDto['attributes']['delivery'] = null, deliveryError: string | null = null): MessageDto => ({
  id,
  type: 'message',
  attributes: { author, authorName: 'Anna Gospodarska', subject: '', body, via: author === 'guest' ? 'page' : 'app', delivery, deliveryError, read: true, createdAt: '2026-11-20T10:00:00.000Z' },
});
const template = (id: string, name: string, language: 'pol' | 'eng'): MessageTemplateDto => ({
  id,
  type: 'message_template',
  attributes: { name, language, channel: 'email', subject: 's', body: 'b', trigger: null, triggerDays: null, triggerHour: null, createdAt: '', updatedAt: '' },
});

function render(route = '/front-desk/messages') {
  const store = createSectionStore();
  renderWithProviders(
    <Provider store={store}>
      <MessagesPage />
    </Provider>,
    { route },
  );
  return store;
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.list.mockResolvedValue(ok([conversation('r1', 'Maria Nowak', false, 'Czy jest parking?'), conversation('r2', 'Jan Kowalski', true, 'Dziękuję')]));
  mocked.unread.mockResolvedValue(ok({ messages: 1, conversations: 1 }));
  mocked.read.mockResolvedValue(ok({ messages: 0, conversations: 0 }));
  mocked.scheduled.mockResolvedValue(ok([]));
  mocked.templates.mockResolvedValue(ok([template('t1', 'Powitanie', 'pol'), template('t2', 'Welcome', 'eng')]));
});

describe('the conversations', () => {
  it('lists conversations with an unread dot, searches by name and opens one, marking it read', async () => {
    mocked.get.mockResolvedValue(ok(conversation('r1', 'Maria Nowak', false, 'Czy jest parking?'), { messages: [message('m1', 'host', 'Zapraszamy', 'failed', 'Gość nie ma adresu e-mail'), message('m2', 'guest', 'Czy jest parking?')] }));
    render();
    const list = await screen.findByRole('list', { name: 'Rozmowy' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringContaining('Maria Nowak'), expect.stringContaining('Jan Kowalski')]);
    expect(within(list).getAllByTestId('unread-dot')).toHaveLength(1);

    await userEvent.type(screen.getByRole('textbox', { name: 'Szukaj gościa' }), 'nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(mocked.list).toHaveBeenLastCalledWith('nowak'));

    await userEvent.click(within(list).getByRole('button', { name: /Maria Nowak/ }));
    const log = await screen.findByRole('log', { name: 'Wiadomości' });
    expect(within(log).getByText('Czy jest parking?')).toBeInTheDocument();
    expect(within(log).getByText(/Nie wysłano: Gość nie ma adresu e-mail/)).toBeInTheDocument();
    // the guest is named in the thread, not 'Gość'
    expect(within(log).getByText('Maria Nowak')).toBeInTheDocument();
    expect(within(log).queryByText('Gość')).not.toBeInTheDocument();
    await waitFor(() => expect(mocked.read).toHaveBeenCalledWith('r1'));
    await waitFor(() => expect(within(list).queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(screen.getByRole('complementary', { name: 'Rezerwacja' })).toHaveTextContent('01.12.2026 – 04.12.2026 (3 doby)');
    expect(screen.getByRole('complementary', { name: 'Rezerwacja' })).toHaveTextContent('1 234,56 zł');
  });

  it('sends with Ctrl+Enter and opens ?reservationId= from the reservations list', async () => {
    mocked.get.mockResolvedValue(ok(conversation('r2', 'Jan Kowalski', true, ''), { messages: [] }));
    mocked.send.mockResolvedValue(ok(conversation('r2', 'Jan Kowalski', true, 'Do zobaczenia'), { messages: [message('m3', 'host', 'Do zobaczenia', 'queued')] }));
    render('/front-desk/messages?reservationId=r2');
    const box = await screen.findByRole('textbox', { name: 'Wiadomość do gościa' });
    await userEvent.type(box, 'Do zobaczenia{Control>}{Enter}{/Control}');
    await waitFor(() => expect(mocked.send).toHaveBeenCalledWith('r2', 'Do zobaczenia', ''));
    expect(await screen.findByText(/W kolejce/)).toBeInTheDocument();
    expect(box).toHaveValue('');
  });
});

describe('a conversation kept fresh', () => {
  it("turns 'W kolejce' into 'Wysłana' without a reload while a message waits in the outbox, then stops asking", async () => {
    const queued = ok(conversation('r2', 'Jan Kowalski', true, 'Do zobaczenia'), { messages: [message('m3', 'host', 'Do zobaczenia', 'queued')] });
    const sent = ok(conversation('r2', 'Jan Kowalski', true, 'Do zobaczenia'), { messages: [message('m3', 'host', 'Do zobaczenia', 'sent')] });
    mocked.get.mockResolvedValueOnce(ok(conversation('r2', 'Jan Kowalski', true, ''), { messages: [] })).mockResolvedValue(sent);
    mocked.send.mockResolvedValue(queued);
    render('/front-desk/messages?reservation=r2');
    const box = await screen.findByRole('textbox', { name: 'Wiadomość do gościa' });
    await userEvent.type(box, 'Do zobaczenia');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText(/W kolejce/)).toBeInTheDocument();
    expect(await screen.findByText(/Wysłana/, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(/W kolejce/)).not.toBeInTheDocument();
    const asked = mocked.get.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(mocked.get.mock.calls.length).toBe(asked);
  });

  it("opening a conversation already read still marks it read, which clears the host's notification of it", async () => {
    mocked.get.mockResolvedValue(ok(conversation('r2', 'Jan Kowalski', true, 'Dziękuję'), { messages: [message('m4', 'guest', 'Dziękuję')] }));
    render('/front-desk/messages?reservation=r2');
    expect(await within(await screen.findByRole('log', { name: 'Wiadomości' })).findByText('Jan Kowalski')).toBeInTheDocument();
    await waitFor(() => expect(mocked.read).toHaveBeenCalledWith('r2'));
  });
});

describe('the templates dialog', () => {
  it("offers the guest's language, fills the chosen template and warns of empty values before sending", async () => {
    mocked.get.mockResolvedValue(ok(conversation('r2', 'Jan Kowalski', true, ''), { messages: [] }));
    mocked.fill.mockResolvedValue(ok({ subject: 'Welcome Jan', body: 'Hello Jan, you owe .', empty: ['amountDue'], language: 'eng', channel: 'email' }));
    mocked.send.mockResolvedValue(ok(conversation('r2', 'Jan Kowalski', true, ''), { messages: [] }));
    render('/front-desk/messages?reservation=r2');
    await userEvent.click(await screen.findByRole('button', { name: 'Szablony' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szablony wiadomości' });
    expect(within(dialog).getByRole('combobox', { name: 'Język' })).toHaveValue('eng');
    const choice = within(dialog).getByRole('combobox', { name: 'Szablon' });
    await waitFor(() => expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Wybierz szablon…', 'Welcome']));
    await userEvent.selectOptions(choice, 't2');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Treść' })).toHaveValue('Hello Jan, you owe .'));
    expect(within(dialog).getByRole('textbox', { name: 'Temat' })).toHaveValue('Welcome Jan');
    expect(within(dialog).getByText(/Kwota do zapłaty: w treści zostanie puste miejsce/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Treść' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Treść' }), 'Hello Jan, nothing to pay.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wyślij mimo braków' }));
    await waitFor(() => expect(mocked.send).toHaveBeenCalledWith('r2', 'Hello Jan, nothing to pay.', 'Welcome Jan'));
  });
});

describe('the automated messages', () => {
  const scheduled = (overrides: Partial<ScheduledMessageDto['attributes']> = {}): ScheduledMessageDto => ({
    id: 's1',
    type: 'scheduled_message',
    attributes: {
      templateName: 'Przypomnienie przed przyjazdem',
      trigger: 'before_check_in',
      sendAt: new Date(2030, 10, 28, 10, 0).toISOString(),
      status: 'scheduled',
      edited: false,
      sendAtEdited: false,
      subject: 'Do zobaczenia 01.12.2030',
      body: 'Dzień dobry Jan, czekamy za 3 dni.',
      ...overrides,
    },
  });

  it('edits a waiting message: its text and send time, with the errors under their fields, and a toast once saved', async () => {
    mocked.get.mockResolvedValue(ok(conversation('r2', 'Jan Kowalski', true, ''), { messages: [] }));
    mocked.scheduled.mockResolvedValue(ok([scheduled()]));
    mocked.editScheduled
      .mockResolvedValueOnce({ ok: false, status: 422, body: { message: 'Popraw zaznaczone pola.', errors: { sendAt: ['Wybierz termin w przyszłości'] } }, headers: {} } as never)
      .mockResolvedValueOnce(ok([scheduled({ body: 'Czekamy od 15:00.', sendAt: new Date(2030, 10, 27, 17, 30).toISOString(), edited: true, sendAtEdited: true })]));
    render('/front-desk/messages?reservation=r2');
    const panel = await screen.findByRole('complementary', { name: 'Rezerwacja' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Edytuj: Przypomnienie przed przyjazdem' }));

    const dialog = await screen.findByRole('form', { name: 'Edytuj wiadomość automatyczną' });
    expect(within(dialog).getByRole('textbox', { name: 'Temat' })).toHaveValue('Do zobaczenia 01.12.2030');
    expect(await within(dialog).findByRole('textbox', { name: /Data wysyłki/ })).toHaveValue('28.11.2030');
    expect(within(dialog).getByRole('combobox', { name: 'Godzina wysyłki' })).toHaveValue('10:00');

    const body = within(dialog).getByRole('textbox', { name: /Treść/ });
    await userEvent.clear(body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Wpisz treść wiadomości')).toBeInTheDocument();
    expect(mocked.editScheduled).not.toHaveBeenCalled();

    await userEvent.type(body, 'Czekamy od 15:00.');
    const day = within(dialog).getByRole('textbox', { name: /Data wysyłki/ });
    await userEvent.clear(day);
    await userEvent.type(day, '27.11.2030');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Godzina wysyłki' }), '17:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    // the server's answer about the time shows under the date; only what changed was sent
    expect(await within(dialog).findByText('Wybierz termin w przyszłości')).toBeInTheDocument();
    expect(mocked.editScheduled).toHaveBeenLastCalledWith('r2', 's1', { body: 'Czekamy od 15:00.', sendAt: new Date(2030, 10, 27, 17, 30).toISOString() });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Wiadomość automatyczna została zmieniona.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edytuj wiadomość automatyczną' })).not.toBeInTheDocument());
    expect(within(panel).getByText(/27\.11\.2030.*17:30 · zmieniona/)).toBeInTheDocument();
  });
});
