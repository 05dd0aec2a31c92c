import { Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from '@gospodarz/shared/router';
import { AppProvider, Box, Button, Flex, Heading, Input, LoadingScreen, Text } from '../ui';
import { api, bearerFrom } from '../api/client';
import { tokenStore } from '../auth/tokenStore';
import { eventBus } from '../events/eventBus';
import type { SectionProps } from '../contracts/section';
import type { UserDto } from '../dto';

/**
 * The minimal shell a remote runs in alone during development (`npm run dev -w mfe-…`): a header with a sign-in
 * against the real API (proxied to :8080) and the section under its prefix. Never part of the composed suite.
 */
export function DevShell({ title, basePath, render }: { title: string; basePath: string; render: (props: SectionProps) => ReactNode }) {
  const [user, setUser] = useState<UserDto | null>(() => tokenStore.getUser());
  useEffect(() => eventBus.on('auth:login', ({ user: u }) => setUser(u)), []);
  useEffect(() => eventBus.on('auth:expired', () => (tokenStore.clear(), setUser(null))), []);
  const needsUser = basePath !== '';
  return (
    <AppProvider>
      <BrowserRouter>
        <Flex as="header" px={6} py={3} bg="teal.700" color="white" align="center" justify="space-between">
          <Heading size="md">Gospodarz · {title} (tryb samodzielny)</Heading>
          {user && (
            <Button size="sm" variant="outline" color="white" onClick={() => (tokenStore.clear(), setUser(null))}>
              Wyloguj się
            </Button>
          )}
        </Flex>
        <Box as="main" px={6} py={4}>
          {needsUser && !user ? (
            <DevSignIn onSignedIn={setUser} />
          ) : (
            // The section kit's tables and selects suspend until their chunk is here, as under the host's boundary.
            <Suspense fallback={<LoadingScreen />}>
              <Routes>
                <Route path={`${basePath}/*`} element={render({ user, basePath })} />
                {basePath && <Route path="*" element={<Navigate to={basePath} replace />} />}
              </Routes>
            </Suspense>
          )}
        </Box>
      </BrowserRouter>
    </AppProvider>
  );
}

function DevSignIn({ onSignedIn }: { onSignedIn: (user: UserDto) => void }) {
  const [email, setEmail] = useState('demo@gospodarz.pl');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await api.post<UserDto>('/v1/login', { user: { email, password } });
    const token = result.ok ? bearerFrom(result.headers) : null;
    if (!result.ok || !token) return setError(result.ok ? 'Brak tokenu w odpowiedzi.' : result.body.message);
    tokenStore.save(token, result.data);
    onSignedIn(result.data);
  }
  return (
    <Box as="form" onSubmit={submit} maxW="sm">
      <Text mb={3}>Zaloguj się do API, aby pracować z prawdziwymi danymi.</Text>
      <Input aria-label="E-mail" mb={2} value={email} onChange={(e) => setEmail(e.target.value)} />
      <Input aria-label="Hasło" type="password" mb={2} value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && (
        <Text color="red.600" mb={2}>
          {error}
        </Text>
      )}
      <Button type="submit">Zaloguj się</Button>
    </Box>
  );
}
