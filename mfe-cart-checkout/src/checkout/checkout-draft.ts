// What the shopper has typed into the checkout so far. It sits in the section's store rather than in
// the form, so a detour to the cart and back keeps it; it is dropped when the shopper logs in or out,
// so no one sees the address the previous shopper typed on this device.
import { on, type AddressField, type AddressValues } from '@store/shared';
import { atom, sectionStore, type PrimitiveAtom } from '../state/section-store';

export interface AddressDraftAtoms {
  /** null until the shopper types: until then the form shows the saved address. */
  draft: PrimitiveAtom<AddressValues | null>;
  /** Fields the shopper has left, whose errors show before the first submit. */
  left: PrimitiveAtom<ReadonlySet<AddressField>>;
}

const addressDraftAtoms = (): AddressDraftAtoms => ({
  draft: atom<AddressValues | null>(null),
  left: atom<ReadonlySet<AddressField>>(new Set<AddressField>()),
});

export const checkoutDraft = {
  billing: addressDraftAtoms(),
  shipping: addressDraftAtoms(),
  shipToDifferent: atom(false),
  notes: atom(''),
  submitted: atom(false),
};

export const clearCheckoutDraftAtom = atom(null, (_get, set) => {
  for (const address of [checkoutDraft.billing, checkoutDraft.shipping]) {
    set(address.draft, null);
    set(address.left, new Set<AddressField>());
  }
  set(checkoutDraft.shipToDifferent, false);
  set(checkoutDraft.notes, '');
  set(checkoutDraft.submitted, false);
});

on('auth:changed', () => sectionStore.set(clearCheckoutDraftAtom));
