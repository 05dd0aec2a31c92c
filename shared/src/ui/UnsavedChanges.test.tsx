import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { Link, MemoryRouter, Route, Routes, useNavigate } from '@gospodarz/shared/router';
import { render } from '@testing-library/react';
import { AppProvider } from './AppProvider';
import { FormField } from './FormField';
import { FormUnsavedChangesPrompt, UNSAVED_TITLE } from './UnsavedChanges';
import '../testing/render';

function EditPage() {
  return (
    <>
      <Link to="/other">Rezerwacje</Link>
      <Form
        onSubmit={() => undefined}
        initialValues={{ name: 'Anna' }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormField name="name" label="Imię" />
            <FormUnsavedChangesPrompt />
          </form>
        )}
      />
    </>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/other', { replace: true })}>
      Zastąp
    </button>
  );
}

function renderRouter() {
  render(
    <AppProvider>
      <MemoryRouter initialEntries={['/other', '/edit']} initialIndex={1}>
        <BackButton />
        <Routes>
          <Route path="/edit" element={<EditPage />} />
          <Route path="/other" element={<p>Inna strona</p>} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('FormUnsavedChangesPrompt', () => {
  it('lets the user leave an unchanged form without asking', async () => {
    const user = userEvent.setup();
    renderRouter();
    await user.click(screen.getByRole('link', { name: 'Rezerwacje' }));
    expect(await screen.findByText('Inna strona')).toBeInTheDocument();
  });

  it('asks before leaving a changed form by a link or navigate(), and stays or leaves as answered', async () => {
    const user = userEvent.setup();
    renderRouter();
    await user.type(screen.getByLabelText('Imię'), ' Maria');
    await user.click(screen.getByRole('link', { name: 'Rezerwacje' }));
    expect(await screen.findByRole('alertdialog', { name: UNSAVED_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zostań' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Imię')).toHaveValue('Anna Maria');

    await user.click(screen.getByRole('button', { name: 'Zastąp' }));
    expect(await screen.findByRole('alertdialog', { name: UNSAVED_TITLE })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opuść stronę' }));
    expect(await screen.findByText('Inna strona')).toBeInTheDocument();
  });

  it('asks the browser to confirm a reload while the form has changes', async () => {
    const user = userEvent.setup();
    renderRouter();
    const before = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(before()).toBe(false);
    await user.type(screen.getByLabelText('Imię'), 'x');
    expect(before()).toBe(true);
  });
});
