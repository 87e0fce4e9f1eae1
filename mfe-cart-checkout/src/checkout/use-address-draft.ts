// One address form's state: the draft, which fields were left (to show their errors), and a
// prefill that only lands while the shopper has not typed anything yet.
import type { Address } from '@store/shared';
import { useEffect, useRef, useState } from 'react';
import type { AddressField } from './address-fields';
import { cleanInput, draftFrom, type AddressDraft } from './address-rules';

export function useAddressDraft(saved: Address | null) {
  const [draft, setDraft] = useState<AddressDraft>(() => draftFrom(saved));
  const [left, setLeft] = useState<Set<AddressField>>(() => new Set());
  const typed = useRef(false);

  useEffect(() => {
    if (saved && !typed.current) setDraft(draftFrom(saved));
  }, [saved]);

  return {
    draft,
    left,
    change: (name: AddressField, value: string) => {
      typed.current = true;
      setDraft((current) => ({ ...current, [name]: cleanInput(name, value) }));
    },
    leave: (name: AddressField) => {
      setLeft((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
  };
}
