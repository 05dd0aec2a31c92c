import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { WebhookDeliveryDto, WebhookDto } from '@gospodarz/shared/dto';
import { createSectionStore } from '../../../testing';
import { webhooksApi } from '../api';
import { WebhooksSection } from './WebhooksSection';

jest.mock('../api', () => ({
  webhooksApi: { list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn(), deliveries: jest.fn(), test: jest.fn(), resend: jest.fn() },
}));
const mocked = webhooksApi as jest.Mocked<typeof webhooksApi>;
const ok = <T,>(data: T, meta?: Record<string, unknown>) => ({ ok: true as const, status: 200, data, headers: {}, meta });

const hook = (attributes: Partial<WebhookDto['attributes']> = {}): WebhookDto => ({
  id: 'w1',
  type: 'webhook',
  attributes: { url: 'https://hooks.example.com/g', events: ['reservation.created'], active: true, flaggedAt: null, createdAt: '2026-11-20T10:00:00.000Z', ...attributes },
});
const delivery: WebhookDeliveryDto = {
  id: 'd1',
  type: 'webhookDelivery',
  attributes: {
    event: 'payment.recorded',
    status: 'delivered',
    attempts: [
      { startedAt: '2026-11-26T09:00:00.000Z', statusCode: 500, durationMs: 87, error: 'HTTP 500' },
      { startedAt: '2026-11-26T09:01:00.000Z', statusCode: 200, durationMs: 131, error: null },
    ],
    nextAttemptAt: null,
    createdAt: '2026-11-26T09:00:00.000Z',
    deliveredAt: '2026-11-26T09:01:00.000Z',
  },
};

function render() {
  return renderWithProviders(
    <Provider store={createSectionStore()}>
      <WebhooksSection />
    </Provider>,
  );
}

afterEach(() => jest.clearAllMocks());

describe('WebhooksSection', () => {
  it('subscribes an address to the chosen events and shows the secret once', async () => {
    const user = userEvent.setup();
    mocked.list.mockResolvedValue(ok([]));
    mocked.create.mockResolvedValue(ok(hook(), { secret: 'whsec_ABC' }));
    render();
    expect(await screen.findByText('Brak webhooków.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adres (HTTPS)'), 'https://hooks.example.com/g');
    await user.click(screen.getByLabelText('Zapisana wpłata (payment.recorded)'));
    await user.click(screen.getByRole('button', { name: 'Dodaj webhook' }));
    expect(mocked.create).toHaveBeenCalledWith({ url: 'https://hooks.example.com/g', events: ['reservation.created', 'payment.recorded'] });
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_ABC');
  });

  it('shows a flagged subscription, its delivery log with codes and times, and sends a delivery again', async () => {
    const user = userEvent.setup();
    mocked.list.mockResolvedValue(ok([hook({ flaggedAt: '2026-11-27T08:00:00.000Z' })]));
    mocked.deliveries.mockResolvedValue(ok([delivery]));
    mocked.resend.mockResolvedValue(ok(delivery));
    mocked.update.mockResolvedValue(ok(hook()));
    render();
    const card = await screen.findByRole('article', { name: 'https://hooks.example.com/g' });
    expect(within(card).getByText(/Wstrzymany 27\.11\.2026/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Włącz' }));
    expect(mocked.update).toHaveBeenCalledWith('w1', { active: true });
    await user.click(within(card).getByRole('button', { name: 'Dziennik dostaw' }));
    const log = await within(card).findByRole('table', { name: 'Dziennik dostaw' });
    expect(within(log).getByText(/500, 87 ms \(HTTP 500\)/)).toBeInTheDocument();
    expect(within(log).getByText(/200, 131 ms/)).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Wyślij ponownie' }));
    expect(mocked.resend).toHaveBeenCalledWith('d1');
    expect(await screen.findByText('Dostawa zostanie wysłana ponownie.')).toBeInTheDocument();
  });
});
