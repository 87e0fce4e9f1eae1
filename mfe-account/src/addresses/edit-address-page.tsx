import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  billingAddressStore,
  currentToken,
  SessionExpiredError,
  shippingAddressStore,
  showNotice,
  usePageMeta,
  type Address,
  type AddressKind,
} from '@store/shared';
import { useAccountT } from '../i18n/messages';
import { FormStatus, type Status } from '../common/form-status';
import { useShownText } from '../common/use-shown-text';
import { fetchAddresses, saveAddresses, type SavedAddresses } from './api';
import { AddressForm } from './address-form';
import { useSavedAddresses } from './use-saved-addresses';

export const ADDRESS_SAVE_MESSAGES = {
  saved: 'Address saved successfully',
  saveFailed: 'Failed to save address, please try again',
  updated: 'Address Updated Successfully',
  updateFailed: 'Failed to update address, please try again',
} as const;

const STORES = { billing: billingAddressStore, shipping: shippingAddressStore } as const;

export function EditAddressPage({ kind }: { kind: AddressKind }) {
  const t = useAccountT();
  const shown = useShownText();
  const title = kind === 'billing' ? t('addresses.billing') : t('addresses.shipping');
  usePageMeta(title);
  const navigate = useNavigate();
  const saved = useSavedAddresses();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const existing = saved[kind];

  async function save(address: Address) {
    const token = currentToken();
    if (!token) return;
    setBusy(true);
    setStatus(null);
    // 'Updated' only when the server already holds this address, not when the browser keeps a copy
    // from checkout; if the server cannot say, the browser's copy decides.
    const held: SavedAddresses | null = saved.server ?? (await fetchAddresses(token).catch(() => null));
    const isUpdate = held ? held[kind] !== null : existing !== null;
    const failed = isUpdate ? ADDRESS_SAVE_MESSAGES.updateFailed : ADDRESS_SAVE_MESSAGES.saveFailed;
    try {
      const billing = kind === 'billing' ? address : saved.billing;
      const shipping = kind === 'shipping' ? address : saved.shipping;
      const result = await saveAddresses(token, billing, shipping);
      if (result.ok) {
        STORES[kind].getState().set(address);
        showNotice(shown(isUpdate ? ADDRESS_SAVE_MESSAGES.updated : ADDRESS_SAVE_MESSAGES.saved), { tone: 'success' });
        void navigate('/my-account/address');
        return;
      }
      const detail = result.status === 400 && result.serverText ? result.serverText : undefined;
      setStatus({ tone: 'error', text: failed, detail });
    } catch (error) {
      if (error instanceof SessionExpiredError) return;
      setStatus({ tone: 'error', text: failed });
    }
    setBusy(false);
  }

  return (
    <div>
      <h2>{title}</h2>
      {saved.loading && !existing ? (
        <p role="status">{t('addresses.loadingOne')}</p>
      ) : (
        <AddressForm key={existing ? 'saved' : 'new'} kind={kind} legend={title} initial={existing} busy={busy} onSave={save} />
      )}
      <FormStatus status={status} />
      <p>
        <Link to="/my-account/address">{t('addresses.back')}</Link>
      </p>
    </div>
  );
}
