/**
 * The phone rules in an island (lib/phoneRules.ts): `kit` is null until they are loaded; `load` loads them (when the
 * customer reaches a phone field, at the latest before a phone is checked) and resolves to them, or to null when
 * they could not be loaded (no network: a later call tries again). `load` is stable.
 */
import { useCallback, useState } from 'react';
import { loadedPhoneKit, loadPhoneKit, type PhoneKit } from '../../lib/phoneRules.ts';

export interface PhoneKitState {
  kit: PhoneKit | null;
  load: () => Promise<PhoneKit | null>;
}

export function usePhoneKit(): PhoneKitState {
  const [kit, setKit] = useState<PhoneKit | null>(loadedPhoneKit);
  const load = useCallback(
    () =>
      loadPhoneKit().then(
        (loaded) => {
          setKit(loaded);
          return loaded;
        },
        () => null,
      ),
    [],
  );
  return { kit, load };
}
