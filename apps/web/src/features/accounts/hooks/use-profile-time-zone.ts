import { useEffect, useRef } from 'react';
import { useUserProfile } from '../api/get-user-profile';
import { useUpdateProfile } from '../api/update-profile';
import { browserTimeZone } from '../browser-time-zone';

/**
 * The zone the merchant's days are counted in (decision note 041): undefined while the profile
 * loads, null when unknown. An account without one takes the browser's, once, on the first
 * dashboard visit; the profile page changes it later.
 */
export function useProfileTimeZone(): string | null | undefined {
  const profile = useUserProfile();
  const update = useUpdateProfile();
  const adopted = useRef(false);
  const stored = profile.data?.timeZone;
  const { mutate } = update;

  useEffect(() => {
    if (stored !== null || adopted.current) return;
    const zone = browserTimeZone();
    if (!zone) return;
    adopted.current = true;
    mutate({ timeZone: zone });
  }, [stored, mutate]);

  if (profile.isError) return null;
  return profile.data ? profile.data.timeZone : undefined;
}
