import { useEffect, useState } from 'react';
import { tokenStore, userFormDataStore, usePersisted } from '@store/shared';
import { fetchUserInfo, type UserInfo } from '../common/session-api';

/** First and last name: from the account details form if the shopper filled it, else from the api. */
export function useGreetingName(): string {
  const token = usePersisted(tokenStore);
  const details = usePersisted(userFormDataStore);
  const [info, setInfo] = useState<UserInfo | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    fetchUserInfo(token)
      .then((found) => live && setInfo(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token]);

  const local = [details?.firstName, details?.lastName].filter(Boolean).join(' ');
  if (local) return local;
  const remote = [info?.first_name, info?.last_name].filter(Boolean).join(' ');
  return remote || info?.name || '';
}
