// Which order home opens in full (issue 28): the one tapped while it is still in progress, else the
// one the status names. Apart from active-orders.ts so that home's first screen does not carry the
// list's sorting, which only the cards (loaded on demand) and the trade list need.

export function openOrderId(inProgress: readonly string[], tapped: string | null, named: string): string {
  return tapped !== null && inProgress.includes(tapped) ? tapped : named;
}
