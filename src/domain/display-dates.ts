// The display zone's date formats built ahead of their first screen (ADR 0052): one module the
// shell loads at idle, so its import adds one small chunk to the build, not one per module.
import { prepareDateFormats } from './date-format.ts';
import { displayTimeZone } from './time-zone.ts';

/** Builds the date formats of the zone `accountZone` resolves to (./time-zone.ts displayTimeZone). */
export function prepareDisplayDateFormats(accountZone: string | null | undefined): void {
  prepareDateFormats(displayTimeZone(accountZone));
}
