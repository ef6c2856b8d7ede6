// The set-up most backend test files share: one stateful backend for the file, reset and signed in
// again before each test. Registers the file's hooks; read `backend` and `token` inside tests.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { signIn } from './harness.ts';
import { startBackend, type BackendOptions, type TestBackend } from './server.ts';

export interface FileBackend {
  /** The file's backend (started before the first test). */
  readonly backend: TestBackend;
  /** An access token of a fresh sign-in for the current test. */
  readonly token: string;
}

export function backendPerFile(options: BackendOptions = { latencyMs: 0 }): FileBackend {
  let backend: TestBackend | null = null;
  let token = '';
  beforeAll(async () => {
    backend = await startBackend(options);
  });
  afterAll(() => backend?.close());
  beforeEach(async () => {
    backend!.reset();
    token = (await signIn(backend!)).access_token;
  });
  return {
    get backend() {
      if (!backend) throw new Error('backendPerFile: the backend is read before beforeAll started it');
      return backend;
    },
    get token() {
      return token;
    },
  };
}
