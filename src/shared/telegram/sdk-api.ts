// The part of @telegram-apps/sdk-react the app uses. sdk.ts loads this module, not the package:
// a dynamic import of the package keeps every export (the bundler cannot see which are read),
// while naming them here lets it drop the rest (ADR 0012). A new native feature adds its name here.
import {
  backButton,
  closingBehavior,
  hapticFeedback,
  init,
  mainButton,
  miniApp,
  mockTelegramEnv,
  openTelegramLink,
  popup,
  retrieveLaunchParams,
  retrieveRawInitData,
  swipeBehavior,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';

export const sdkApi = {
  backButton,
  closingBehavior,
  hapticFeedback,
  init,
  mainButton,
  miniApp,
  mockTelegramEnv,
  openTelegramLink,
  popup,
  retrieveLaunchParams,
  retrieveRawInitData,
  swipeBehavior,
  themeParams,
  viewport,
};
