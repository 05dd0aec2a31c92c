import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithProviders } from '../testing/render';
import { Button } from './chakra';
import { NumberInput } from './lazyComponents';

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

describe('NumberInput', () => {
  it.each([
    ['38,5', 38.5],
    ['38.5', 38.5],
    ['1 234,56', 1234.56],
    ['12', 12],
  ])('reads %s as %d (the decimal comma and the dot the same way)', async (typed, expected) => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit}>
        <NumberInput name="area" label="Powierzchnia (m²)" min={0} />
      </TestForm>,
    );
    const input = screen.getByLabelText('Powierzchnia (m²)');
    await user.type(input, typed);
    expect(input).toHaveValue(typed);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit).toHaveBeenCalledWith({ area: expected }, expect.anything(), expect.anything());
  });

  it('shows a value from the form with the comma, and an empty field gives no value', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit} initialValues={{ area: 38.5 }}>
        <NumberInput name="area" label="Powierzchnia (m²)" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Powierzchnia (m²)');
    expect(input).toHaveValue('38,5');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({});
  });

  it('refuses text that is not a number, a fraction where a whole number is asked, and values out of range', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit}>
        <NumberInput name="area" label="Powierzchnia (m²)" />
        <NumberInput name="guests" label="Liczba gości" integer min={1} max={50} />
      </TestForm>,
    );
    await user.type(screen.getByLabelText('Powierzchnia (m²)'), '38,5,1');
    await user.type(screen.getByLabelText('Liczba gości'), '2,5');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Podaj liczbę, np. 38,5')).toBeInTheDocument();
    expect(screen.getByText('Podaj liczbę całkowitą')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Liczba gości'));
    await user.type(screen.getByLabelText('Liczba gości'), '0');
    expect(screen.getByText('Wartość nie może być mniejsza niż 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Liczba gości')).toHaveAttribute('inputmode', 'numeric');
  });

  it("runs the form's own validation on the number", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit}>
        <NumberInput name="price" label="Cena" validate={(v) => (v === undefined ? 'Pole jest wymagane' : undefined)} />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(screen.getByText('Pole jest wymagane')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
