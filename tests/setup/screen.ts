// The `screen` project's files: one stateful backend per file, reset before each test; after each,
// the screen unmounted and the backend's invariants checked (tests/support/render-screen.tsx).
import { screenBackendPerFile } from '../support/render-screen.tsx';

screenBackendPerFile();
