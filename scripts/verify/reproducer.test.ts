// Reproducers and transport errors (issue 29): the curl command sends exactly what was sent,
// whatever the body holds, and a request with no answer says why in English.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curlCommand, receivedAnswer, reproducerLines, sentRequest, shellQuote } from './reproducer.ts';
import { describeTransportError } from './transport.ts';

const run = promisify(execFile);

/** What a server received: method, path, headers and body, echoed back as JSON. */
let echo: http.Server;
let origin: string;

beforeAll(async () => {
  echo = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body: bytes.toString('utf8'), sha256: createHash('sha256').update(bytes).digest('hex') }));
    });
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => echo.close(() => resolve())));

describe('shellQuote', () => {
  it('survives a POSIX shell unchanged, quotes, newlines and tabs included', async () => {
    for (const text of [`it's "quoted" $HOME \`x\` $(date)`, 'b\nc\td\\e\'f%s', 'Ωмир🙂', '']) {
      const { stdout } = await run('sh', ['-c', `printf %s ${shellQuote(text)}`]);
      expect(stdout).toBe(text);
    }
  });
});

describe('curlCommand', () => {
  it('sends the same method, path, query, headers and body again, the token from $TOKEN', async () => {
    const body = `{"amount": 1, "address": "it's \\"T\\""`;
    const request = new Request(`${origin}/api/v1/traders/balance/withdraw?x=a%20b`, {
      method: 'POST',
      headers: { 'x-request-id': '5f0c1a5e-8a4e-4f3b-9d55-2a1f2b3c4d5e', 'Idempotency-Key': '9f0c1a5e-8a4e-4f3b-9d55-2a1f2b3c4d5e', 'Content-Type': 'application/json', Authorization: 'Bearer secret-token', Accept: '*/*' },
      body,
    });
    const sent = await sentRequest(request);
    expect(sent.headers).toEqual({ 'x-request-id': '5f0c1a5e-8a4e-4f3b-9d55-2a1f2b3c4d5e', 'idempotency-key': '9f0c1a5e-8a4e-4f3b-9d55-2a1f2b3c4d5e', 'content-type': 'application/json', authorization: 'Bearer $TOKEN' });
    const command = curlCommand(sent);
    expect(command).not.toContain('secret-token');
    const { stdout } = await run('sh', ['-c', command.replace(' -i ', ' ')], { env: { ...process.env, TOKEN: 'replayed-token' } });
    const received = JSON.parse(stdout) as { method: string; url: string; headers: Record<string, string>; body: string };
    expect(received).toMatchObject({ method: 'POST', url: '/api/v1/traders/balance/withdraw?x=a%20b', body });
    expect(received.headers).toMatchObject({ 'x-request-id': '5f0c1a5e-8a4e-4f3b-9d55-2a1f2b3c4d5e', 'idempotency-key': '9f0c1a5e-8a4e-4f3b-9d55-2a1f2b3c4d5e', authorization: 'Bearer replayed-token' });
    // The request itself can still be sent: its body was read from a clone.
    expect(await request.text()).toBe(body);
  });

  it('pipes a body with a NUL in from printf, byte for byte', async () => {
    const body = 'a\u0000b\\n%s\t\'Ω\'\n';
    const command = curlCommand(await sentRequest(new Request(`${origin}/x`, { method: 'POST', body })));
    expect(command).toMatch(/^printf '.*' \| curl .* --data-binary @-$/);
    const { stdout } = await run('sh', ['-c', command.replace(' -i ', ' ')]);
    expect((JSON.parse(stdout) as { body: string }).body).toBe(body);
  });

  it("sends a file upload's bytes again byte for byte, though they are not text (issue 41)", async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'receipt.png');
    const request = new Request(`${origin}/api/v1/traders/orders/x/dispute/attachments`, { method: 'POST', body: form });
    const sent = await sentRequest(request);
    const bytes = Buffer.from(await request.arrayBuffer());
    expect(sent.bodyBase64).toBe(bytes.toString('base64'));
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const command = curlCommand(sent);
    expect(command).toMatch(/^printf %s '[A-Za-z0-9+/=]+' \| base64 -d \| curl .* --data-binary @-$/);
    const { stdout } = await run('sh', ['-c', command.replace(' -i ', ' ')]);
    expect((JSON.parse(stdout) as { sha256: string }).sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    // A text body stays text.
    expect((await sentRequest(new Request(`${origin}/x`, { method: 'POST', body: '{"a":1}' }))).bodyBase64).toBeUndefined();
  });

  it('names the input, the answer and the x-request-id beside the command', async () => {
    const request = await sentRequest(new Request(`${origin}/api/v1/help/categories/-1/articles`, { headers: { 'x-request-id': 'abc' } }));
    const lines = reproducerLines({ name: 'fuzz', expected: [200], observed: 500, problems: [], request, answer: { status: 500, body: '{"detail":"Internal Server Error"}' } });
    expect(lines).toEqual([
      'input: GET /api/v1/help/categories/-1/articles',
      'answer: 500 {"detail":"Internal Server Error"}',
      'x-request-id: abc',
      `reproduce: curl -sS -i -X GET '${origin}/api/v1/help/categories/-1/articles' -H 'x-request-id: abc'`,
    ]);
  });
});

describe('receivedAnswer', () => {
  it('keeps no token of a token pair', () => {
    expect(receivedAnswer(200, '{"access_token": "eyJ.a.b", "refresh_token":"eyJ.c.d"}').body).toBe('{"access_token": "<redacted>", "refresh_token":"<redacted>"}');
  });
});

describe('describeTransportError', () => {
  it('tells a refused connection, an unknown host and a timeout apart', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = await fetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(describeTransportError(refused, `http://127.0.0.1:${port}/x`, 1000)).toBe(
      `cannot connect to http://127.0.0.1:${port}: connection refused (ECONNREFUSED), so no server listens there: check that it runs and the URL`,
    );
    const unknown = await fetch('http://verify-host.invalid/').catch((e: unknown) => e);
    expect(describeTransportError(unknown, 'http://verify-host.invalid/x', 1000)).toMatch(/^cannot resolve the host verify-host\.invalid \((ENOTFOUND|EAI_AGAIN)\); check the URL$/);
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(describeTransportError(timeout, `${origin}/x`, 250)).toBe(`no answer from ${origin} within 250 ms (--timeout)`);
  });
});
