import type { PlayerOverview, StatusInfo } from '@orbit/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { playerKey, useAction, useMoney } from './api.ts';
import { PlayerTable, Section, useAmountColumn, when } from './parts.tsx';

/** The overview tab: profile, balances, limits and exclusions (read only), sessions, groups, block. */
export function OverviewTab({ overview }: { overview: PlayerOverview }) {
  const { t } = useTranslation();
  const money = useMoney();
  const amount = useAmountColumn<PlayerOverview['balances'][number]>();
  const { player } = overview;
  const yes = (value: boolean) => (value ? t('players.common.yes') : t('players.common.no'));
  const rows: Array<[string, string]> = [
    [t('players.profile.email'), player.email],
    [t('players.profile.nickname'), player.nickname ?? '—'],
    [t('players.profile.name'), [player.first_name, player.last_name].filter(Boolean).join(' ') || '—'],
    [t('players.profile.date_of_birth'), player.date_of_birth ?? '—'],
    [t('players.profile.phone'), player.mobile_phone ?? '—'],
    [
      t('players.profile.address'),
      [player.address, player.postal_code, player.city].filter(Boolean).join(', ') || '—',
    ],
    [t('players.profile.country'), player.country ?? '—'],
    [t('players.profile.currency'), player.currency],
    [t('players.profile.language'), player.language],
    [t('players.profile.license'), player.license],
    [t('players.profile.created'), when(player.created_at)],
    [
      t('players.profile.confirmed'),
      player.confirmed_at ? when(player.confirmed_at) : t('players.common.no'),
    ],
    [t('players.profile.verified'), yes(player.verified)],
    [t('players.profile.two_factor'), yes(player.two_factor_enabled)],
    [t('players.profile.last_sign_in'), player.last_sign_in_at ? when(player.last_sign_in_at) : '—'],
    [t('players.profile.locked_until'), player.locked_until ? when(player.locked_until) : '—'],
    [t('players.profile.level'), player.level.name],
    [t('players.profile.vip_status'), player.vip_status],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section id="player-profile" title={t('players.profile.title')}>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <div className="flex flex-col gap-4">
        <Section id="player-balances" title={t('players.balances.title')}>
          <PlayerTable
            area="balances"
            rows={overview.balances}
            rowKey={(b) => b.currency}
            testId="admin-player-balance"
            columns={[
              {
                id: 'currency',
                rowHeader: true,
                cell: (b) => `${b.currency}${b.active ? ` (${t('players.balances.active')})` : ''}`,
              },
              amount('real', (b) => b.real_cents),
              amount('bonus', (b) => b.bonus_cents),
              amount('total', (b) => b.total_cents),
            ]}
          />
        </Section>
        <BlockSection overview={overview} />
      </div>
      <Section id="player-limits" title={t('players.limits.title')}>
        <p className="text-sm text-ink-muted">{t('players.limits.read_only')}</p>
        <PlayerTable
          area="limits"
          rows={overview.limits}
          testId="admin-player-limit"
          columns={[
            { id: 'type', rowHeader: true, cell: (limit) => t(`players.limits.types.${limit.type}`) },
            { id: 'period', cell: (limit) => limit.period },
            {
              id: 'value',
              cell: (limit) =>
                limit.minutes !== undefined
                  ? t('players.limits.minutes', { minutes: limit.minutes })
                  : (limit.accounts ?? []).map((a) => money.format(a.amount_cents, a.currency)).join(', ') ||
                    '—',
            },
            { id: 'until', cell: (limit) => (limit.disable_at ? when(limit.disable_at) : '—') },
          ]}
        />
      </Section>
      <Section id="player-sessions" title={t('players.sessions.title')}>
        <PlayerTable
          area="sessions"
          rows={overview.sessions}
          testId="admin-player-session"
          columns={[
            { id: 'signed_in', rowHeader: true, cell: (s) => when(s.created_at) },
            { id: 'last_seen', cell: (s) => when(s.last_seen_at) },
            { id: 'ip', cell: (s) => `${s.ip ?? '—'}${s.country ? ` (${s.country})` : ''}` },
            {
              id: 'browser',
              className: 'max-w-xs truncate',
              cell: (s) => <span title={s.user_agent ?? ''}>{s.user_agent ?? '—'}</span>,
            },
          ]}
        />
      </Section>
      <GroupsSection overview={overview} />
    </div>
  );
}

/** Block with a reason (every session ends at once) or unblock; the state and who blocked, when. */
function BlockSection({ overview }: { overview: PlayerOverview }) {
  const { t } = useTranslation();
  const may = useMay('players.write');
  const queryClient = useQueryClient();
  const action = useAction();
  const { player } = overview;
  const blocked = player.blocked;
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get('reason') ?? '').trim();
    const verb = blocked ? 'unblock' : 'block';
    const done = await action.run(() =>
      adminApi().request(`/api/operator/players/${player.id}/${verb}`, {
        method: 'POST',
        body: blocked && !reason ? {} : { reason },
      }),
    );
    if (done !== undefined) {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: playerKey(player.id) });
    }
  };
  return (
    <Section id="player-block" title={t('players.block.title')}>
      <p data-testid="admin-player-block-state">
        {blocked
          ? t('players.block.blocked_by', {
              when: when(blocked.at),
              who: blocked.by?.name ?? '—',
              reason: blocked.reason,
            })
          : t('players.block.not_blocked')}
      </p>
      {may ? (
        <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
          <TextField
            name="reason"
            label={blocked ? t('players.block.unblock_reason') : t('players.block.reason')}
            hint={blocked ? undefined : t('players.block.reason_hint')}
            required={!blocked}
            maxLength={500}
            error={action.fieldError('reason')}
          />
          <Button type="submit" variant={blocked ? 'secondary' : 'danger'} loading={action.busy}>
            {blocked ? t('players.block.unblock') : t('players.block.block')}
          </Button>
          <FormError message={action.message} />
        </form>
      ) : null}
    </Section>
  );
}

/** The player's groups; an operator with players.write puts them in or out of any group (not a level). */
function GroupsSection({ overview }: { overview: PlayerOverview }) {
  const { t } = useTranslation();
  const may = useMay('players.write');
  const queryClient = useQueryClient();
  const action = useAction();
  const statuses = useQuery({
    queryKey: ['admin', 'statuses'],
    queryFn: () => adminApi().request<StatusInfo[]>('/api/info/statuses'),
    enabled: may,
    staleTime: 10 * 60_000,
  });
  const current = overview.player.groups.map((g) => g.id);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const selected = chosen ?? current;
  const groups = (statuses.data ?? []).filter((s) => !s.status);
  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const add = selected.filter((id) => !current.includes(id));
    const remove = current.filter((id) => !selected.includes(id));
    const done = await action.run(() =>
      adminApi().request(`/api/operator/players/${overview.player.id}/groups`, {
        method: 'POST',
        body: { groups: { add, remove } },
      }),
    );
    if (done !== undefined) {
      setChosen(null);
      await queryClient.invalidateQueries({ queryKey: playerKey(overview.player.id) });
    }
  };
  return (
    <Section id="player-groups" title={t('players.groups.title')}>
      <p data-testid="admin-player-groups">
        {overview.player.groups.length === 0
          ? t('players.groups.none')
          : overview.player.groups.map((g) => `${g.name} (${g.id})`).join(', ')}
      </p>
      {may ? (
        <form onSubmit={save} className="flex flex-col gap-2">
          <fieldset className="grid gap-1 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">{t('players.groups.edit')}</legend>
            {groups.map((group) => {
              const id = Number(group.id);
              return (
                <label key={group.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand"
                    checked={selected.includes(id)}
                    onChange={(event) =>
                      setChosen(event.target.checked ? [...selected, id] : selected.filter((g) => g !== id))
                    }
                  />
                  {group.name} ({group.id})
                </label>
              );
            })}
          </fieldset>
          <Button type="submit" variant="secondary" loading={action.busy} disabled={chosen === null}>
            {t('players.groups.save')}
          </Button>
          <FormError message={action.message ?? action.fieldError('groups')} />
        </form>
      ) : null}
    </Section>
  );
}
