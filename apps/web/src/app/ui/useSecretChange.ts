import { useState } from 'react';
import { NO_SECRET_CHANGE, type SecretChange } from './WriteOnlySecretField';

/** A settings form's write-only secret: what the admin typed or cleared, reset once a save succeeded. */
export const useSecretChange = () => {
  const [change, onChange] = useState<SecretChange>(NO_SECRET_CHANGE);
  return { change, onChange, reset: () => onChange(NO_SECRET_CHANGE) };
};
