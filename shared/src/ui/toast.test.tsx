import { act, render, screen } from '@testing-library/react';
import { eventBus } from '../events/eventBus';
import { AppProvider } from './AppProvider';
import { notify } from './toast';

describe('toasts', () => {
  it("shows a bus 'toast' event with the default title 'Sukces'", async () => {
    render(<AppProvider />);
    act(() => eventBus.emit('toast', { type: 'success', description: 'Zapisano rezerwację' }));
    expect(await screen.findByText('Sukces')).toBeInTheDocument();
    expect(screen.getByText('Zapisano rezerwację')).toBeInTheDocument();
  });

  it("titles an error 'Błąd' and keeps a title given", async () => {
    render(<AppProvider />);
    act(() => notify({ type: 'error', description: 'Nie udało się zapisać' }));
    act(() => notify({ type: 'info', title: 'Nowa wiadomość', description: 'Gość napisał' }));
    expect(await screen.findByText('Błąd')).toBeInTheDocument();
    expect(screen.getByText('Nie udało się zapisać')).toBeInTheDocument();
    expect(await screen.findByText('Nowa wiadomość')).toBeInTheDocument();
  });

  it('shows each toast once even with nested providers', async () => {
    render(
      <AppProvider>
        <AppProvider>
          <p>sekcja</p>
        </AppProvider>
      </AppProvider>,
    );
    act(() => eventBus.emit('toast', { type: 'success', description: 'Jeden raz' }));
    expect(await screen.findByText('Jeden raz')).toBeInTheDocument();
    expect(screen.getAllByText('Jeden raz')).toHaveLength(1);
  });

  it('shows each toast once with two separate providers on the page', async () => {
    render(
      <>
        <AppProvider>
          <p>host</p>
        </AppProvider>
        <AppProvider>
          <p>remote</p>
        </AppProvider>
      </>,
    );
    act(() => eventBus.emit('toast', { type: 'warning', description: 'Tylko raz' }));
    expect(await screen.findByText('Tylko raz')).toBeInTheDocument();
    expect(screen.getAllByText('Tylko raz')).toHaveLength(1);
    expect(screen.getByText('Uwaga')).toBeInTheDocument();
  });
});
