import type { NewProviderPopup } from '@orbit/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { providersQueryOptions } from '~/features/games/index.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Modal } from '~/shared/ui/modal.tsx';
import { useJoinGroups } from '../api/join-groups.ts';

/** The popup itself: closing it or opening the producer's page adds the player to the shown group. */
export default function NewProviderModal({
  config,
  onClose,
}: {
  config: NewProviderPopup;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const navigate = useNavigate();
  // Shown with the producer's name, never its slug first (the popup fetched them beside this code).
  const producers = useSuspenseQuery(providersQueryOptions(useApi())).data;
  const join = useJoinGroups();
  const producer = producers.find((p) => p.id === config.producer)?.title ?? config.producer;

  const markShown = () =>
    join.mutate([config.shownGroup], {
      // The session memory already keeps it closed for now; the group keeps it closed next time.
      onError: (error) => console.warn('NEW_PROVIDER_POPUP_GROUP_ERROR', String(error)),
    });
  const close = () => {
    markShown();
    onClose();
  };
  const explore = () => {
    markShown();
    onClose();
    navigate(href(`/producers/${encodeURIComponent(config.producer)}`));
  };

  return (
    <Modal
      title={t('lobby.newProvider.title', { producer })}
      onClose={close}
      closeLabel={t('lobby.close')}
      testId="new-provider-popup"
    >
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {t('lobby.newProvider.badge')}
      </p>
      <p className="text-ink-muted">{t('lobby.newProvider.text', { producer })}</p>
      <button
        type="button"
        onClick={explore}
        className="mt-2 h-12 rounded-full bg-accent px-6 font-bold text-surface hover:brightness-110"
      >
        {t('lobby.newProvider.explore', { producer })}
      </button>
    </Modal>
  );
}
