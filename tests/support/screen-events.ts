// Socket events for the screen layer: the AsyncAPI document's own examples by name (as the e2e
// specs' events mock emits them: tests/support/events.ts), sent by the file's stateful backend to
// the app's real socket client (render-screen.tsx).
import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import { loadEventExamples, type EventExamples } from '../../scripts/mock/events-server.ts';
import { screenBackend } from './render-screen.tsx';

let examples: Promise<EventExamples> | null = null;

/** The named example of an event, as the contract writes it (dates unshifted: open the screen with `examples: true`). */
export async function eventExample(event: string, example: string): Promise<unknown> {
  examples ??= loadEventExamples();
  const payload = (await examples)[event]?.[example];
  if (payload === undefined) throw new Error(`asyncapi has no example "${example}" of ${event}`);
  return structuredClone(payload);
}

/** Waits until exactly `count` apps are connected to the backend's socket (the events mock's connectedApps). */
export async function connectedApps(count: number): Promise<void> {
  await waitFor(() => expect(screenBackend().sockets()).toBe(count), { timeout: 15_000 });
}

/** Emits the event's named example to every connected app; fails when none got it. */
export async function emit(event: string, example: string): Promise<void> {
  const delivered = screenBackend().emitRaw(event, await eventExample(event, example));
  expect(delivered, `${event}/${example} reached no app`).toBeGreaterThan(0);
}

/** Emits any payload, unchecked (a malformed or unlisted event); fails when no app got it. */
export function emitRaw(event: string, payload: unknown): void {
  const delivered = screenBackend().emitRaw(event, payload);
  expect(delivered, `${event} reached no app`).toBeGreaterThan(0);
}
