import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithProviders } from '../testing/render';
import { Button } from './chakra';
import { CheckboxGroupField } from './CheckboxGroupField';

const STATUSES = [
  { value: 'confirmed', label: 'Potwierdzona' },
  { value: 'new', label: 'Nowa' },
  { value: 'canceled', label: 'Anulowana', disabled: true },
];

function TestForm({ onSubmit, initial, validate }: { onSubmit: (values: { statuses?: string[] }) => void; initial?: string[]; validate?: (v: { statuses?: string[] }) => object }) {
  return (
    <Form
      onSubmit={onSubmit}
      initialValues={{ statuses: initial }}
      validate={validate}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <CheckboxGroupField name="statuses" legend="Status" choices={STATUSES} />
          <Button type="submit">Filtruj</Button>
        </form>
      )}
    />
  );
}

describe('CheckboxGroupField', () => {
  it('writes the ticked choices as one array, and keeps a disabled choice as it is', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<TestForm onSubmit={onSubmit} initial={['new']} />);
    expect(await screen.findByRole('group', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nowa' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Anulowana' })).toBeDisabled();

    await user.click(screen.getByText('Potwierdzona'));
    await user.click(screen.getByText('Nowa'));
    await user.click(screen.getByText('Anulowana'));
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ statuses: ['confirmed'] });
  });

  it('says why the form was refused after a failed submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const validate = (v: { statuses?: string[] }) => (v.statuses?.length ? {} : { statuses: 'Wybierz co najmniej jeden status' });
    renderWithProviders(<TestForm onSubmit={onSubmit} validate={validate} />);
    await screen.findByRole('group', { name: 'Status' });
    expect(screen.queryByText('Wybierz co najmniej jeden status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(await screen.findByText('Wybierz co najmniej jeden status')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
