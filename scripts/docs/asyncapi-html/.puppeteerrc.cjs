// @asyncapi/html-template depends on puppeteer (for PDF output, which we do not use). Its
// install step would download a browser, which cannot be fetched here: skip it. Docs and
// tests use Debian's Chromium.
module.exports = { skipDownload: true };
