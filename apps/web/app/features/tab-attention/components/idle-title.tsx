import { useEffect } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useBrand } from '~/shared/site/get-project.ts';
import { IDLE_TITLE_EVERY_MS, nextIdleTitle } from '../model/idle-title.ts';

/** While the tab is hidden, its title calls the player back every 2 s; shown again, it is the page's. */
export function IdleTitle() {
  const { t } = useTranslation();
  const comeBack = t('shell.idle_title', { brand: useBrand() });
  useEffect(() => {
    let pageTitle = document.title;
    let timer: ReturnType<typeof setInterval> | undefined;
    const onVisibility = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.hidden) {
        pageTitle = document.title;
        timer = setInterval(() => {
          document.title = nextIdleTitle(document.title, pageTitle, comeBack);
        }, IDLE_TITLE_EVERY_MS);
      } else {
        document.title = pageTitle;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    // Drawn once the page is in use, maybe because it was just hidden.
    if (document.hidden) onVisibility();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer) {
        clearInterval(timer);
        document.title = pageTitle;
      }
    };
  }, [comeBack]);
  return null;
}
