// The settings sections that need a newer Telegram client, each loaded on demand and only where
// the client's version has the capability (capabilities.ts): an old client gets the rest.
import { createElement } from 'react';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand.ts';
import { useCapability, type Capability } from '../../../shared/telegram/capabilities.ts';

const biometrySection = onDemand<object>(() => import('./biometry-section.tsx'));
const notificationsSection = onDemand<object>(() => import('./notifications-section.tsx'));

function useSection(module: typeof biometrySection, capability: Capability) {
  const wanted = useCapability(capability);
  const Section = useOnDemand(module, wanted);
  return wanted && Section ? createElement(Section) : null;
}

export function BiometrySetting() {
  return useSection(biometrySection, 'biometry');
}

export function NotificationsSetting() {
  return useSection(notificationsSection, 'writeAccess');
}
