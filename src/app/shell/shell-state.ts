// What the shell (the root route) shares with its frame and the error screens.
import { createContext } from 'react';

/** `session-refused`: the session cannot be renewed (init data refused); the screen offers a relaunch. */
export type ShellError = { status: number; message?: string; kind?: 'session-refused' };

export interface ShellState {
  /** An error raised outside a navigation (an ended session, a realtime 408). */
  error: ShellError | null;
  clearError(): void;
  /** Marks the first screen's content (or an error screen) as shown. */
  onScreenShown(): void;
  onErrorShown(): void;
}

export const ShellContext = createContext<ShellState | null>(null);
