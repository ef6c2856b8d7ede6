import { describe, expect, it } from 'vitest';
import { httpOrigin, httpUrl, portOf, tcpPort } from './address.ts';

describe('tcpPort', () => {
  it('reads a port and refuses what is not one, naming the setting', () => {
    expect(tcpPort('8080', '--port')).toBe(8080);
    expect(tcpPort('65535', '--port')).toBe(65535);
    for (const bad of ['0', '65536', '-1', '80.5', 'http', '', ' ']) {
      expect(() => tcpPort(bad, '--port')).toThrow(`--port must be a TCP port (1-65535), got "${bad}"`);
    }
  });

  it('takes 0, a free port, only where one is allowed', () => {
    expect(tcpPort('0', '--port', { free: true })).toBe(0);
    expect(() => tcpPort('70000', '--port', { free: true })).toThrow('--port must be a TCP port (0-65535, 0 for a free one), got "70000"');
  });
});

describe('httpOrigin', () => {
  it('reads an origin, a trailing slash dropped', () => {
    expect(httpOrigin('http://127.0.0.1:43210/', 'BACKEND_ORIGIN', 'http://127.0.0.1:43210')).toBe('http://127.0.0.1:43210');
    expect(httpOrigin('https://api.example.com', '--backend', 'http://127.0.0.1:8000')).toBe('https://api.example.com');
  });

  it('refuses a path, a query, another scheme or no scheme', () => {
    for (const bad of ['127.0.0.1:43210', 'http://127.0.0.1:43210/api/v1', 'http://h?x=1', 'ws://127.0.0.1:1', '']) {
      expect(() => httpOrigin(bad, '--backend', 'http://127.0.0.1:8000')).toThrow(`--backend must be an http(s) origin such as http://127.0.0.1:8000, got "${bad}"`);
    }
  });
});

describe('httpUrl', () => {
  it('reads an http(s) URL with its path, a trailing slash dropped', () => {
    expect(httpUrl('https://host/api/v1/', '--backend', 'https://host/api/v1')).toBe('https://host/api/v1');
    expect(httpUrl('http://127.0.0.1:8000/gateway/api/v1', '--gateway', 'https://host/api/v1')).toBe('http://127.0.0.1:8000/gateway/api/v1');
  });

  it('refuses another scheme or no URL at all', () => {
    for (const bad of ['ftp://x', 'nope', '']) {
      expect(() => httpUrl(bad, '--gateway', 'https://host/api/v1')).toThrow(`--gateway must be an http(s) URL such as https://host/api/v1, got "${bad}"`);
    }
  });
});

describe('portOf', () => {
  it("reads a server's port from its URL, the scheme's own when the URL names none", () => {
    expect(portOf('http://127.0.0.1:41234')).toBe(41234);
    expect(portOf('http://127.0.0.1:41234/gateway/ws')).toBe(41234);
    expect(portOf('https://host.example')).toBe(443);
    expect(portOf('http://host.example')).toBe(80);
  });
});
