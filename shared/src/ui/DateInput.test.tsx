import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithProviders } from '../testing/render';
import { Button } from './chakra';
import { DateInput } from './lazyComponents';

function TestForm({ onSubmit, children, initialValues }: { onSubmit: jest.Mock; children: React.ReactNode; initialValues?: object }) {
  return (
    <Form
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {children}
          <Button type="submit">Zapisz</Button>
        </form>
      )}
    />
  );
}

const submitted = (onSubmit: jest.Mock) => onSubmit.mock.calls[0][0] as Record<string, unknown>;

describe('DateInput', () => {
  it('is typed as dd.MM.yyyy (the dots come by themselves) and gives the form yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit}>
        <DateInput name="from" label="Od" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Od');
    expect(input).toHaveAttribute('placeholder', 'dd.mm.rrrr');
    await user.type(input, '05032026');
    expect(input).toHaveValue('05.03.2026');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(submitted(onSubmit)).toEqual({ from: '2026-03-05' });
  });

  it('shows the form value as dd.MM.yyyy and refuses a day that does not exist or is outside 2010-2030', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit} initialValues={{ from: '2026-11-23' }}>
        <DateInput name="from" label="Od" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Od');
    expect(input).toHaveValue('23.11.2026');
    await user.clear(input);
    await user.type(input, '31.02.2026');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Podaj datę w formacie dd.mm.rrrr')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '01.01.2031');
    expect(screen.getByText('Data nie może być późniejsza niż 31.12.2030')).toBeInTheDocument();
  });

  it('picks a day in a Polish calendar, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit} initialValues={{ from: '2026-11-23' }}>
        <DateInput name="from" label="Od" />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Otwórz kalendarz' }));
    const grid = await screen.findByRole('grid', { name: 'listopad 2026' });
    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['pn', 'wt', 'śr', 'cz', 'pt', 'so', 'nd']);
    const day = within(grid).getByRole('button', { name: 'poniedziałek, 23 listopada 2026' });
    expect(day).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(day).toHaveFocus());
    // → a day, ↓ a week, PageDown a month: 23.11 → 24.11 → 01.12 → 01.01.2027
    await user.keyboard('{ArrowRight}{ArrowDown}{PageDown}');
    expect(await screen.findByRole('grid', { name: 'styczeń 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'piątek, 1 stycznia 2027' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Od')).toHaveValue('01.01.2027');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());

    // The year list covers the spec's years only.
    await user.click(screen.getByRole('button', { name: 'Otwórz kalendarz' }));
    const years = within(await screen.findByRole('combobox', { name: 'Rok' })).getAllByRole('option');
    expect(years[0]).toHaveTextContent('2010');
    expect(years[years.length - 1]).toHaveTextContent('2030');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Miesiąc' }), 'marzec');
    await user.click(screen.getByRole('button', { name: 'poniedziałek, 15 marca 2027' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(submitted(onSubmit)).toEqual({ from: '2027-03-15' });
  });
});
