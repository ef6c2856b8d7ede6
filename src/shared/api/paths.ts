// The middleware sets `x-request-id` on every request (spec section 7), so the spec's
// required header is taken out of what callers must pass. A multipart/form-data body is sent as
// FormData (openapi-fetch passes it through and the browser writes the boundary), so that is the
// type callers pass for it. Everything else stays as generated.
type WithoutRequestId<Params> = Params extends { header: infer H }
  ? Omit<Params, 'header'> &
      (Exclude<keyof H, 'x-request-id'> extends never ? { header?: never } : { header: Omit<H, 'x-request-id'> })
  : Params;

type WithFormData<Op> = Op extends { requestBody: { content: { 'multipart/form-data': unknown } } }
  ? Omit<Op, 'requestBody'> & { requestBody: { content: { 'multipart/form-data': FormData } } }
  : Op;

export type ClientPaths<P> = {
  [Path in keyof P]: {
    [K in keyof P[Path]]: P[Path][K] extends { parameters: infer Params; responses: unknown }
      ? WithFormData<Omit<P[Path][K], 'parameters'> & { parameters: WithoutRequestId<Params> }>
      : P[Path][K];
  };
};
