// An order in progress whose dispute is open (domain/dispute.ts): the badge in the card's head names
// the state, the note in its timer's place says what it means (support checks the payment, no
// confirmation meanwhile). Home's cards and workspace, /dispute's other orders and the trade list
// show the same two, so a disputed order never reads as an ordinary one on its timer.
import { OPEN_DISPUTE } from '../../../domain/dispute.ts';
import './orders.css';

export function OpenDisputeBadge() {
  return (
    <span className="orders-badge orders-badge--dispute" data-status="dispute:OPEN">
      {OPEN_DISPUTE.title}
    </span>
  );
}

export function OpenDisputeNote() {
  return <p className="orders-dispute-note">{OPEN_DISPUTE.text}</p>;
}
