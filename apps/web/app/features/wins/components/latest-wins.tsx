import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { useCurrencies } from '~/shared/site/get-currencies.ts';
import { useLatestWins } from '../api/get-latest-wins.ts';
import { safeGamePath, type WinItem } from '../model/wins.ts';

/** The lobby's "Latest wins" strip: the REST list, then live from the `wins` channel. */
export function LatestWins() {
  const { t } = useTranslation();
  const { data, isPending } = useLatestWins();
  const wins = data ?? [];
  return (
    <>
      <h2 id="latest-wins-title" className="text-lg font-bold">
        {t('realtime.wins.title')}
      </h2>
      {wins.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">{isPending ? '' : t('realtime.wins.empty')}</p>
      ) : (
        <ul className="mt-3 flex gap-3 overflow-x-auto pb-2" data-testid="latest-wins">
          {wins.map((win) => (
            <WinCard
              key={`${win.at}-${win.nickname}-${win.game_identifier}-${win.win_amount_cents}`}
              win={win}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function WinCard({ win }: { win: WinItem }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const currencies = useCurrencies(true);
  const amount = formatMoney(win.win_amount_cents, currencyInfo(win.currency, currencies), locale);
  const path = safeGamePath(win.game_table_url);
  const image = win.game_table_image_path ? safeGamePath(win.game_table_image_path) : null;
  const body = (
    <>
      {image ? (
        <img
          src={image}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-12 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-surface-3" />
      )}
      <span className="flex min-w-0 flex-col text-left text-sm">
        <span className="truncate font-semibold">{win.nickname}</span>
        <span className="truncate text-ink-muted">{win.game_title}</span>
        <span className="font-bold text-accent tabular-nums">
          <span className="sr-only">{t('realtime.wins.won')} </span>
          {amount}
        </span>
      </span>
    </>
  );
  const className =
    'flex h-20 w-56 shrink-0 items-center gap-3 rounded-xl bg-surface-2 px-3 focus-visible:outline-2 focus-visible:outline-accent';
  return (
    <li>
      {path ? (
        <Link to={href(path)} className={`${className} hover:bg-surface-3`}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}
