import { useTranslation } from '~/shared/i18n/react.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import type { BannerTexts } from '../model/banner-text.ts';

/** The banner's second-button popup (title, second title, text); loaded only when opened. */
export default function BannerPopup({
  popup,
  onClose,
}: {
  popup: NonNullable<BannerTexts['popup']>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={popup.title} onClose={onClose} closeLabel={t('lobby.close')} testId="banner-popup">
      {popup.secondTitle && <h3 className="text-base font-semibold text-ink">{popup.secondTitle}</h3>}
      <p className="whitespace-pre-line text-sm leading-relaxed text-ink-muted">{popup.desc}</p>
      <button
        type="button"
        onClick={onClose}
        className="mt-2 h-11 rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-strong"
      >
        {t('lobby.banners.gotIt')}
      </button>
    </Modal>
  );
}
