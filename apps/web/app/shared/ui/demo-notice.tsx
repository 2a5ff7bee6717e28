import { useTranslation } from '~/shared/i18n/react.tsx';

/** The line every page of a demo installation starts with (server config `mode`), so nobody mistakes it for a casino. */
export function DemoNotice() {
  const { t } = useTranslation();
  return (
    <p role="note" className="bg-amber-300 px-4 py-1 text-center text-xs font-semibold text-black">
      {t('common.demoNotice')}
    </p>
  );
}
