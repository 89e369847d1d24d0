import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/** /redirect/<path>?query → /<path>?query, replacing history; used to reload a tab's page. */
export const RedirectPage = () => {
  const { '*': path = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${path}${search}`, { replace: true });
  }, [navigate, path, search]);
  return null;
};
