// Fault injection, per operation: documented error answers (the next n, or until cleared),
// canned answers, lost answers (the handler runs, then the connection is destroyed) and a
// refused sign-in. Checked after authentication: a request without a valid token gets its 401
// and does not use up a fault meant for the call itself.
import { documentedStatuses, type OperationId } from './contract.ts';

export interface CannedAnswer {
  status: number;
  body: unknown;
}

interface Countdown<T> {
  value: T;
  /** Remaining uses; Infinity until cleared. */
  left: number;
}

function take<T>(queue: Map<OperationId, Countdown<T>[]>, id: OperationId): T | null {
  const entries = queue.get(id);
  const first = entries?.[0];
  if (!entries || !first) return null;
  first.left -= 1;
  if (first.left <= 0) entries.shift();
  if (entries.length === 0) queue.delete(id);
  return first.value;
}

export class FaultPlan {
  private readonly statuses = new Map<OperationId, Countdown<number>[]>();
  private readonly canned = new Map<OperationId, Countdown<CannedAnswer>[]>();
  private readonly drops = new Map<OperationId, number>();
  /** Status of every POST /auth/token while set. */
  signInRefusal: number | null = null;

  private static documented(id: OperationId, status: number): void {
    if (!documentedStatuses(id).includes(String(status))) {
      throw new Error(`${id} documents no ${status} answer (documented: ${documentedStatuses(id).join(', ')}); inject one of those`);
    }
  }

  failNext(id: OperationId, status: number, times: number): void {
    FaultPlan.documented(id, status);
    if (!(times >= 1)) throw new Error(`failNext(${id}, ${status}, ${times}): times must be at least 1`);
    this.statuses.set(id, [...(this.statuses.get(id) ?? []), { value: status, left: times }]);
  }

  fail(id: OperationId, status: number): void {
    this.failNext(id, status, Infinity);
  }

  answerNext(id: OperationId, answer: CannedAnswer, times: number): void {
    this.canned.set(id, [...(this.canned.get(id) ?? []), { value: answer, left: times }]);
  }

  dropNext(id: OperationId, times: number): void {
    this.drops.set(id, (this.drops.get(id) ?? 0) + times);
  }

  refuseSignIn(status: number | null): void {
    if (status !== null) FaultPlan.documented('issueToken', status);
    this.signInRefusal = status;
  }

  /** Clears the faults of one operation, or all of them (and the sign-in refusal). */
  clear(id?: OperationId): void {
    if (id === undefined) {
      this.statuses.clear();
      this.canned.clear();
      this.drops.clear();
      this.signInRefusal = null;
      return;
    }
    this.statuses.delete(id);
    this.canned.delete(id);
    this.drops.delete(id);
  }

  takeStatus(id: OperationId): number | null {
    if (id === 'issueToken' && this.signInRefusal !== null) return this.signInRefusal;
    return take(this.statuses, id);
  }

  takeCanned(id: OperationId): CannedAnswer | null {
    return take(this.canned, id);
  }

  takeDrop(id: OperationId): boolean {
    const left = this.drops.get(id) ?? 0;
    if (left <= 0) return false;
    if (left === 1) this.drops.delete(id);
    else this.drops.set(id, left - 1);
    return true;
  }
}
