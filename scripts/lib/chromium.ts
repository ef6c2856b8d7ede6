// The one place that says which Chromium the tests and the bench drive, and how: Debian's package
// (a test tool's own browser download does not work here), headless, with nothing running in the
// background that could add network requests or CPU work to a measurement.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
