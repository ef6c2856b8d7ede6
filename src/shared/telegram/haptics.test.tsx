import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sdk } from './sdk.ts';

async function load() {
  vi.resetModules();
  const { setSdk } = await import('./sdk.ts');
  const { haptic } = await import('./haptics.ts');
  return { setSdk, haptic };
}

/** An SDK whose haptic functions are available or not, recording what is posted to the client. */
function fakeSdk(available: boolean) {
  const posted: [string, unknown][] = [];
  const called: string[] = [];
  const checks: string[] = [];
  const fn = (name: string) => Object.assign(() => called.push(name), { isAvailable: () => (checks.push(name), available) });
  const sdk = {
    postEvent: (event: string, params: unknown) => posted.push([event, params]),
    hapticFeedback: { impactOccurred: fn('impactOccurred'), notificationOccurred: fn('notificationOccurred'), selectionChanged: fn('selectionChanged') },
  };
  return { sdk: sdk as unknown as Sdk, posted, called, checks };
}

afterEach(() => {
  vi.resetModules();
});

describe('haptic', () => {
  it("posts the client's haptic events, the same the SDK's functions post", async () => {
    const { setSdk, haptic } = await load();
    const fake = fakeSdk(true);
    setSdk(fake.sdk, true);
    haptic.selection();
    haptic.impact('heavy');
    haptic.impact();
    haptic.notify('error');
    expect(fake.posted).toEqual([
      ['web_app_trigger_haptic_feedback', { type: 'selection_change' }],
      ['web_app_trigger_haptic_feedback', { type: 'impact', impact_style: 'heavy' }],
      ['web_app_trigger_haptic_feedback', { type: 'impact', impact_style: 'light' }],
      ['web_app_trigger_haptic_feedback', { type: 'notification', notification_type: 'error' }],
    ]);
    // Not through the SDK's functions, which re-validate the launch params on every call.
    expect(fake.called).toEqual([]);
  });

  it('posts nothing where the client cannot vibrate, or before the SDK has started', async () => {
    const { setSdk, haptic } = await load();
    haptic.selection();
    const fake = fakeSdk(false);
    setSdk(fake.sdk, true);
    haptic.selection();
    haptic.impact('soft');
    haptic.notify('success');
    expect(fake.posted).toEqual([]);
  });

  it('a client that rejects the event does not break the tap', async () => {
    const { setSdk, haptic } = await load();
    const fake = fakeSdk(true);
    setSdk({ ...fake.sdk, postEvent: () => { throw new Error('unsupported'); } } as unknown as Sdk, true);
    expect(() => haptic.selection()).not.toThrow();
  });

  it('checks availability at an idle moment once the SDK has started, before any tap', async () => {
    const { setSdk } = await load();
    const fake = fakeSdk(true);
    setSdk(fake.sdk, true);
    await vi.waitFor(() => expect(fake.checks).toEqual(['impactOccurred', 'notificationOccurred', 'selectionChanged']));
    expect(fake.posted).toEqual([]);
  });
});
