import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/data/auth-api';
import { PageLoading } from '@/ui/PageLoading';

/** /user/logout: ends the session here and on the server, then shows the sign-in page. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The server may be unreachable (offline): the local session ends anyway.
    void logout()
      .catch(() => undefined)
      .then(() => navigate('/user/login?reason=signed-out', { replace: true }));
  }, [navigate]);
  return <PageLoading />;
}
