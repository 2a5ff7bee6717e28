import { localizePath, splitLocalePath } from '@orbit/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sportPathOfHash } from '../model/sport.ts';

/**
 * The hash links `#sport` and `#sport_{x}` (header, menu, a banner) go where the sport pages go:
 * the betting host, or this site's sport page. Drawn by the late chunk, as `#chat` is.
 */
export default function SportHashHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = sportPathOfHash(location.hash);
  useEffect(() => {
    if (!target) return;
    const { locale } = splitLocalePath(location.pathname);
    navigate(localizePath(locale, target), { replace: true });
  }, [target, location.pathname, navigate]);
  return null;
}
