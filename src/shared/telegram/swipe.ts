// Vertical swipes on the web view: Telegram's mobile clients close (or minimise) the mini-app on a
// downward swipe, which a scrolling screen would trigger.
import { withSdk } from './sdk.ts';

/** Keeps vertical swipes from closing the mini-app (scrollable screens). No-op when unsupported. */
export function disableVerticalSwipe(): void {
  withSdk(({ swipeBehavior }) => (swipeBehavior.disableVertical.isAvailable() ? swipeBehavior.disableVertical() : undefined));
}
