// The middleware sets `x-request-id` on every request (spec section 7), so the spec's
// required header is taken out of what callers must pass. Everything else stays as generated.
type WithoutRequestId<Params> = Params extends { header: infer H }
  ? Omit<Params, 'header'> &
      (Exclude<keyof H, 'x-request-id'> extends never ? { header?: never } : { header: Omit<H, 'x-request-id'> })
  : Params;

export type ClientPaths<P> = {
  [Path in keyof P]: {
    [K in keyof P[Path]]: P[Path][K] extends { parameters: infer Params; responses: unknown }
      ? Omit<P[Path][K], 'parameters'> & { parameters: WithoutRequestId<Params> }
      : P[Path][K];
  };
};
