import { render } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { combineReducers, legacy_createStore as createStore } from 'redux';
import type { UserDto } from '../dto';
import { sectionReducer, useSectionStore, type SectionState } from './sectionState';

const person = (name: string) => ({ id: name, type: 'user', attributes: { firstName: name } }) as unknown as UserDto;

function Greeting() {
  const user = useSelector((root: { section: SectionState }) => root.section.user);
  return <p>{user ? `Witaj, ${user.attributes.firstName}` : 'Nikt'}</p>;
}

function Section({ user, seen }: { user: UserDto | null; seen: string[] }) {
  const store = useSectionStore(() => createStore(combineReducers({ section: sectionReducer })), user);
  // what the section's screens read on each render of the section itself
  seen.push((store.getState().section.user as UserDto | null)?.id ?? 'nikt');
  return (
    <Provider store={store}>
      <Greeting />
    </Provider>
  );
}

describe('useSectionStore', () => {
  it("holds the host's user from the first render, and follows a change of user", () => {
    const seen: string[] = [];
    const { rerender } = render(<Section user={person('Anna')} seen={seen} />);
    expect(document.body.textContent).toBe('Witaj, Anna');
    expect(seen[0]).toBe('Anna');
    rerender(<Section user={person('Ewa')} seen={seen} />);
    expect(document.body.textContent).toBe('Witaj, Ewa');
    rerender(<Section user={null} seen={seen} />);
    expect(document.body.textContent).toBe('Nikt');
  });
});
