import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearRedirectPath, readRedirectPath } from '../lib/redirect-path';

/** Once logged in (here or in another tab): to the path saved before login, else to `landing`. */
export function ReturnAfterLogin({ landing }: { landing: string }) {
  const navigate = useNavigate();
  const [target] = useState(() => readRedirectPath() ?? landing);
  useEffect(() => {
    clearRedirectPath();
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
