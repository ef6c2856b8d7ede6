// A blockchain address as the balance screens show it: in groups of four characters with a gap
// between them, the lines breaking only between groups (evenly: `text-wrap: balance` on the
// caller's element), and the text (a selection, a copy) the address exactly. The deposit address
// and the saved withdrawal addresses use it.
import { Fragment } from 'react';

/** The address in groups of four characters. */
export function addressGroups(address: string): string[] {
  return address.match(/.{1,4}/gu) ?? [];
}

/** The groups, to put inside the caller's element. */
export function AddressGroups({ address }: { address: string }) {
  return (
    <>
      {addressGroups(address).map((group, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span className="balance-address__group">{group}</span>
        </Fragment>
      ))}
    </>
  );
}
