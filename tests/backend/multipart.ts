// multipart/form-data as a FastAPI server reads it (python-multipart), enough for the one
// operation that takes it (uploadDisputeAttachment): the parts with their name, filename,
// content type and bytes. No streaming: the test backend holds the whole body (Fastify's
// bodyLimit bounds it).

export interface MultipartPart {
  name: string;
  /** The filename of a file part; null for a plain field. */
  filename: string | null;
  /** The part's own Content-Type header, as sent (clients may send anything here). */
  contentType: string | null;
  data: Buffer;
}

export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** A Content-Disposition parameter; RFC 5987's `name*=UTF-8''...` wins over the plain one. */
function dispositionParam(header: string, name: string): string | null {
  const extended = new RegExp(`;\\s*${name}\\*=(?:UTF-8|utf-8)''([^;]+)`).exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      return null;
    }
  }
  // Browsers write a quote in a filename as %22 (and CR, LF as %0D, %0A); a backslash stays as it is.
  const quoted = new RegExp(`;\\s*${name}="([^"]*)"`).exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/%22/g, '"').replace(/%0D/g, '\r').replace(/%0A/g, '\n');
  const bare = new RegExp(`;\\s*${name}=([^;\\s]+)`).exec(header);
  return bare?.[1] ?? null;
}

/** The parts of a multipart body, or null when it is not well formed. */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  let pos = body.indexOf(delimiter);
  if (pos < 0) return null;
  const parts: MultipartPart[] = [];
  for (;;) {
    pos += delimiter.length;
    const after = body.subarray(pos, pos + 2).toString('latin1');
    if (after === '--') return parts;
    if (after !== '\r\n') return null;
    pos += 2;
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) return null;
    const headers = body.subarray(pos, headerEnd).toString('utf8').split('\r\n');
    const end = body.indexOf(next, headerEnd + 4);
    if (end < 0) return null;
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const type = headers.find((h) => /^content-type:/i.test(h));
    const name = dispositionParam(disposition, 'name');
    if (name === null) return null;
    parts.push({
      name,
      filename: dispositionParam(disposition, 'filename'),
      contentType: type ? type.replace(/^content-type:\s*/i, '').trim() : null,
      data: body.subarray(headerEnd + 4, end),
    });
    pos = end + 2;
  }
}
