import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { Button } from './chakra';
import { EmptyState } from './EmptyState';
import { ErrorPanel } from './ErrorPanel';
import { LoadingScreen } from './LoadingScreen';
import { PageHeader } from './PageHeader';

describe('page pieces', () => {
  it("EmptyState says 'Brak danych' unless told otherwise", () => {
    const { rerender } = renderWithProviders(<EmptyState />);
    expect(screen.getByRole('status')).toHaveTextContent('Brak danych');
    rerender(<EmptyState title="Brak rezerwacji" action={<Button>Dodaj rezerwację</Button>} />);
    expect(screen.getByText('Brak rezerwacji')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj rezerwację' })).toBeInTheDocument();
  });

  it('PageHeader gives the page its h1 and actions', () => {
    renderWithProviders(<PageHeader title="Rezerwacje" actions={<Button>Dodaj</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rezerwacje' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dodaj' })).toBeInTheDocument();
  });

  it("LoadingScreen says 'Ładowanie…'", () => {
    renderWithProviders(<LoadingScreen fullPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');
  });

  it("ErrorPanel shows its message and retries with 'Spróbuj ponownie'", async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(
      <ErrorPanel title="Nie udało się wyświetlić sekcji" message="Serwer nie odpowiada." onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się wyświetlić sekcji');
    expect(alert).toHaveTextContent('Serwer nie odpowiada.');
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorPanel has Polish defaults and no button without onRetry', () => {
    renderWithProviders(<ErrorPanel />);
    expect(screen.getByRole('alert')).toHaveTextContent('Coś poszło nie tak');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
