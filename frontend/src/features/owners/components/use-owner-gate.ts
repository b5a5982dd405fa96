import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isSignedOut, useOwner } from '../api/owner-queries';

/** The signed-in owner, or a redirect to /inhaber/anmelden when the session is missing or ended. */
export function useOwnerGate() {
  const owner = useOwner();
  const navigate = useNavigate();
  const signedOut = owner.isError && isSignedOut(owner.error);
  useEffect(() => {
    if (signedOut) void navigate(paths.ownerLogin, { replace: true });
  }, [signedOut, navigate]);
  return owner;
}
