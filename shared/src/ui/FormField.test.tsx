import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithProviders } from '../testing/render';
import { Button } from './chakra';
import { FormErrorMessage, FormField } from './FormField';
import { submitErrorsFrom } from './formErrors';

const required = (value: unknown) => (value ? undefined : 'Pole jest wymagane');

function TestForm({
  onSubmit,
  children,
  initialValues,
}: {
  onSubmit: (values: Record<string, unknown>) => unknown;
  children: React.ReactNode;
  initialValues?: Record<string, unknown>;
}) {
  return (
    <Form
      onSubmit={onSubmit as never}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {children}
          <FormErrorMessage />
          <Button type="submit">Zapisz</Button>
        </form>
      )}
    />
  );
}

describe('FormField', () => {
  it('labels the input and shows a validation error once the field is touched', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit}>
        <FormField name="name" label="Imię i nazwisko" validate={required} />
      </TestForm>,
    );
    const input = screen.getByLabelText('Imię i nazwisko');
    expect(screen.queryByText('Pole jest wymagane')).not.toBeInTheDocument();
    await user.click(input);
    await user.tab();
    expect(await screen.findByText('Pole jest wymagane')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'Anna');
    expect(screen.queryByText('Pole jest wymagane')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Anna' }, expect.anything(), expect.anything());
  });

  it('shows the server errors of a rejected submit until the field is edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TestForm
        initialValues={{ email: 'zajety@example.pl' }}
        onSubmit={() =>
          submitErrorsFrom({
            message: 'Popraw zaznaczone pola.',
            errors: { email: ['Ten adres e-mail jest już zajęty'] },
          })
        }
      >
        <FormField name="email" label="E-mail" type="email" />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Ten adres e-mail jest już zajęty')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    await user.type(screen.getByLabelText('E-mail'), 'x');
    await waitFor(() => expect(screen.queryByText('Ten adres e-mail jest już zajęty')).not.toBeInTheDocument());
  });

  it("says a refusal once when its message is also a field's error on the form (e.g. a block's clash)", async () => {
    const user = userEvent.setup();
    const clash = 'Apartament Giewont jest już zajęty w tym terminie.';
    renderWithProviders(
      <TestForm initialValues={{ apartment: 'a1' }} onSubmit={() => submitErrorsFrom({ message: clash, errors: { apartment: [clash], elsewhere: ['Inne pole'] } })}>
        <FormField name="apartment" label="Apartament" />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(clash)).toBeInTheDocument();
    expect(screen.getAllByText(clash)).toHaveLength(1);
  });

  it('keeps the form-level message when no field on the form says it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TestForm initialValues={{ apartment: 'a1' }} onSubmit={() => submitErrorsFrom({ message: 'Zajęte.', errors: { other: ['Zajęte.'] } })}>
        <FormField name="apartment" label="Apartament" />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zajęte.');
  });

  it('shows and hides a password', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TestForm onSubmit={() => undefined}>
        <FormField name="password" label="Hasło" type="password" />
      </TestForm>,
    );
    const input = screen.getByLabelText('Hasło');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Pokaż hasło' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ukryj hasło' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('masks what is typed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit}>
        <FormField name="postalCode" label="Kod pocztowy" mask="NN-NNN" />
      </TestForm>,
    );
    await user.type(screen.getByLabelText('Kod pocztowy'), '009501');
    expect(screen.getByLabelText('Kod pocztowy')).toHaveValue('00-950');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ postalCode: '00-950' });
  });

  it('submits a select, a textarea, a number and a checkbox', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(
      <TestForm onSubmit={onSubmit}>
        <FormField
          name="source"
          label="Źródło"
          type="select"
          placeholder="Wybierz…"
          options={[
            { value: 'booking', label: 'Booking.com' },
            { value: 'direct', label: 'Bezpośrednio' },
          ]}
        />
        <FormField name="notes" label="Uwagi" type="textarea" />
        <FormField name="guests" label="Liczba gości" type="number" />
        <FormField name="invoice" label="Faktura" type="checkbox" />
      </TestForm>,
    );
    await user.selectOptions(screen.getByLabelText('Źródło'), 'Bezpośrednio');
    await user.type(screen.getByLabelText('Uwagi'), 'Późny przyjazd');
    await user.type(screen.getByLabelText('Liczba gości'), '3');
    await user.click(screen.getByLabelText('Faktura'));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ source: 'direct', notes: 'Późny przyjazd', guests: 3, invoice: true });
  });
});
