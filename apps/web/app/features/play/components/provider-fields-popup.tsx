import type { Player } from '@orbit/contract';
import { Link } from 'react-router';
import { MissingFieldsForm } from '~/features/profile/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Modal } from '~/shared/ui/modal.tsx';

export interface ProviderFieldsPopupProps {
  /** The producer slug: its provider context names the fields and takes the PATCH. */
  producer: string;
  fields: readonly string[];
  player: Player;
  /** The demo of the same game, offered as the way out (null when it has none). */
  demoHref: string | null;
  lobbyHref: string;
}

/**
 * The blocking popup before real-money play: the producer needs these
 * profile fields; once saved (PATCH /api/player {context: producer}) the player reloads and the
 * page launches the game. No close button: the ways out are the demo and the lobby.
 */
export function ProviderFieldsPopup({
  producer,
  fields,
  player,
  demoHref,
  lobbyHref,
}: ProviderFieldsPopupProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('play.fields.title')} testId="provider-fields-popup">
      <MissingFieldsForm
        context={producer}
        fields={fields}
        player={player}
        generic="play.fields.failed"
        submitLabel={t('play.fields.submit')}
      >
        <p className="text-sm text-ink-muted">{t('play.fields.intro')}</p>
      </MissingFieldsForm>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {demoHref ? (
          <Link to={demoHref} className="font-semibold text-brand underline-offset-2 hover:underline">
            {t('play.fields.demo')}
          </Link>
        ) : null}
        <Link to={lobbyHref} className="text-ink-muted underline-offset-2 hover:underline">
          {t('play.back')}
        </Link>
      </div>
    </Modal>
  );
}
