// One address form's state, kept in the checkout draft: what was typed, which fields were left
// (to show their errors), and the saved address shown until the shopper types.
import { cleanInput, valuesFrom, type Address, type AddressField } from '@store/shared';
import { useMemo } from 'react';
import { useAtom } from '../state/section-store';
import type { AddressDraftAtoms } from './checkout-draft';

export function useAddressDraft(saved: Address | null, atoms: AddressDraftAtoms) {
  const [typed, setTyped] = useAtom(atoms.draft);
  const [left, setLeft] = useAtom(atoms.left);
  const prefill = useMemo(() => valuesFrom(saved), [saved]);
  const draft = typed ?? prefill;

  return {
    draft,
    left,
    change: (name: AddressField, value: string) => {
      setTyped((current) => ({ ...(current ?? prefill), [name]: cleanInput(name, value) }));
    },
    leave: (name: AddressField) => {
      setLeft((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
  };
}
