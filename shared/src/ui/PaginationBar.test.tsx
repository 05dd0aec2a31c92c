import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { PaginationBar } from './PaginationBar';

describe('PaginationBar', () => {
  it('marks the current page and moves to the page clicked', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithProviders(<PaginationBar page={10} pages={20} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: '10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '9' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: '5' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '19' }));
    expect(onPageChange).toHaveBeenCalledWith(19);
  });

  it('has Polish previous/next buttons, disabled at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const { rerender } = renderWithProviders(<PaginationBar page={1} pages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Poprzednia strona' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    rerender(<PaginationBar page={3} pages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Następna strona' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Poprzednia strona' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<PaginationBar page={1} pages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
