import type { UserDto } from '../dto';

// The session as the spec keeps it: token and user in localStorage, plus a temporary logged-in marker.
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const LOGGED_IN_KEY = 'isLoggedIn';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export const tokenStore = {
  getToken(): string | null {
    return storage()?.getItem(TOKEN_KEY) ?? null;
  },
  getUser(): UserDto | null {
    const raw = storage()?.getItem(USER_KEY);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as UserDto;
    } catch {
      return null;
    }
  },
  save(token: string, user: UserDto): void {
    const s = storage();
    s?.setItem(TOKEN_KEY, token);
    s?.setItem(USER_KEY, JSON.stringify(user));
    s?.setItem(LOGGED_IN_KEY, 'true');
  },
  saveUser(user: UserDto): void {
    storage()?.setItem(USER_KEY, JSON.stringify(user));
  },
  clear(): void {
    const s = storage();
    s?.removeItem(TOKEN_KEY);
    s?.removeItem(USER_KEY);
    s?.removeItem(LOGGED_IN_KEY);
  },
};
