import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithProviders } from '@gospodarz/shared/testing';
import type { ReviewDto } from '@gospodarz/shared';
import { createSectionStore } from '../../testing';
import { commentsApi } from './api';
import { CommentsPage } from './components/CommentsPage';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

jest.mock('./api', () => ({ commentsApi: { list: jest.fn(), reply: jest.fn(), block: jest.fn(), unblock: jest.fn(), add: jest.fn(), apartments: jest.fn() } }));
const mocked = commentsApi as jest.Mocked<typeof commentsApi>;
const ok = <T,>(data: T, meta?: Record<string, unknown>) => ({ ok: true as const, status: 200, data, meta, pagination: { page: 1, perPage: 20, pages: 1, count: 2 }, headers: {} });

const review = (id: string, changes: Partial<ReviewDto['attributes']> = {}): ReviewDto => ({
  id,
  type: 'review',
  attributes: {
    source: 'guest_page',
    guestName: 'Anna',
    apartment: { id: 'a1', name: 'Apartament Morski' },
    reservationId: 'r1',
    stayFrom: '2026-08-01',
    stayTo: '2026-08-05',
    reviewedOn: '2026-08-06',
    rating: 4,
    categories: { cleanliness: 5 },
    pros: 'Czysto',
    cons: 'Głośno',
    reply: null,
    repliedAt: null,
    blocked: false,
    blockReason: null,
    createdAt: '2026-08-06T10:00:00.000Z',
    ...changes,
  },
});

function render() {
  renderWithProviders(
    <Provider store={createSectionStore()}>
      <CommentsPage />
    </Provider>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.apartments.mockResolvedValue({ ok: true, status: 200, data: [{ id: 'a1', name: 'Apartament Morski' }], headers: {} });
  mocked.list.mockResolvedValue(ok([review('v1'), review('v2', { guestName: 'Piotr', rating: 2, pros: '', cons: 'Brudno' })], { average: 4.3, count: 45 }));
});

describe('the review cards', () => {
  it('shows the average as the spec does, and replies to and blocks a review', async () => {
    render();
    expect(await screen.findByTestId('reviews-summary')).toHaveTextContent('4,3');
    expect(screen.getByTestId('reviews-summary')).toHaveTextContent('45 opinii');
    const [anna, piotr] = await screen.findAllByTestId('review-card');
    expect(anna).toHaveTextContent('Zalety: Czysto');
    expect(anna).toHaveTextContent('pobyt 01.08.2026 – 05.08.2026');
    expect(within(anna).getByRole('img', { name: 'Ocena 4 z 5' })).toBeInTheDocument();

    mocked.reply.mockResolvedValue({ ok: true, status: 200, data: review('v1', { reply: 'Dziękujemy!' }), headers: {} });
    await userEvent.click(within(anna).getByRole('button', { name: 'Odpowiedz' }));
    await userEvent.click(within(anna).getByRole('button', { name: 'Zapisz odpowiedź' }));
    expect(within(anna).getByText('Wpisz odpowiedź')).toBeInTheDocument();
    await userEvent.type(within(anna).getByRole('textbox', { name: 'Odpowiedź' }), 'Dziękujemy!');
    await userEvent.click(within(anna).getByRole('button', { name: 'Zapisz odpowiedź' }));
    await waitFor(() => expect(mocked.reply).toHaveBeenCalledWith('v1', 'Dziękujemy!'));

    mocked.block.mockResolvedValue({ ok: true, status: 200, data: review('v2', { blocked: true }), headers: {} });
    await userEvent.click(within(piotr).getByRole('button', { name: 'Zablokuj' }));
    await userEvent.type(within(piotr).getByRole('textbox', { name: 'Powód blokady' }), 'Spam');
    await userEvent.click(within(piotr).getByRole('button', { name: 'Zablokuj opinię' }));
    await waitFor(() => expect(mocked.block).toHaveBeenCalledWith('v2', 'Spam'));
    // the list and its averages are read again
    await waitFor(() => expect(mocked.list).toHaveBeenCalledTimes(3));
  });

  it('filters by apartment and by unanswered reviews', async () => {
    render();
    await screen.findAllByTestId('review-card');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Apartament' }), 'a1');
    await waitFor(() => expect(mocked.list).toHaveBeenLastCalledWith({ apartmentId: 'a1', unanswered: false, page: 1 }));
    await userEvent.click(screen.getByText('Tylko bez odpowiedzi'));
    await waitFor(() => expect(mocked.list).toHaveBeenLastCalledWith({ apartmentId: 'a1', unanswered: true, page: 1 }));
  });
});
