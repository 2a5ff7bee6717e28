import type { OperatorCategory, OperatorCategoryGames } from '@orbit/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { type SortableItem, SortableList } from '../games/sortable-list.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { useSubmit } from '../shared/form.ts';

const CATEGORIES_KEY = ['admin', 'categories'] as const;

/** The lobby's categories in order, and one category's games in order: drag or move, then save. */
export default function AdminGamesCategories() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categories = useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: () => adminApi().request<OperatorCategory[]>('/api/operator/categories'),
  });
  const selected = params.get('category') ?? '';
  return (
    <>
      <h2 className="text-xl font-semibold">{t('games.categories.title')}</h2>
      {categories.isError ? <FormError message={t('admin.errors.failed')} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="category-order" className="flex flex-col gap-3">
          <h3 id="category-order" className="text-lg font-semibold">
            {t('games.categories.order')}
          </h3>
          {categories.data ? (
            <OrderEditor
              label={t('games.categories.order')}
              initial={categories.data.map((c) => ({
                id: c.id,
                label: c.country ? `${c.title} (${c.country})` : c.title,
                detail: t('games.categories.count', { count: c.games_count }),
              }))}
              save={(ids) =>
                adminApi().request('/api/operator/categories/order', {
                  method: 'PUT',
                  body: { category_ids: ids },
                })
              }
              queryKey={CATEGORIES_KEY}
              errorField="category_ids"
            />
          ) : (
            <p>{t('admin.loading')}</p>
          )}
        </section>
        <section aria-labelledby="category-games" className="flex flex-col gap-3">
          <h3 id="category-games" className="text-lg font-semibold">
            {t('games.categories.games')}
          </h3>
          <SelectField
            label={t('games.categories.choose')}
            value={selected}
            placeholder={t('games.categories.none')}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: `${c.title} · ${c.id}` }))}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.target.value) next.set('category', event.target.value);
              else next.delete('category');
              setParams(next, { replace: true });
            }}
          />
          {selected ? <CategoryGames key={selected} id={selected} /> : null}
        </section>
      </div>
    </>
  );
}

function CategoryGames({ id }: { id: string }) {
  const { t } = useTranslation();
  const key = [...CATEGORIES_KEY, id, 'games'];
  const games = useQuery({
    queryKey: key,
    queryFn: () =>
      adminApi().request<OperatorCategoryGames>(`/api/operator/categories/${encodeURIComponent(id)}/games`),
  });
  if (games.isError) return <FormError message={t('admin.errors.failed')} />;
  if (!games.data) return <p>{t('admin.loading')}</p>;
  return (
    <OrderEditor
      label={t('games.categories.games_of', { name: games.data.category.title })}
      initial={games.data.games.map((g) => ({
        id: String(g.id),
        label: g.title,
        detail: g.enabled ? undefined : t('games.disabled'),
      }))}
      save={(ids) =>
        adminApi().request(`/api/operator/categories/${encodeURIComponent(id)}/games`, {
          method: 'PUT',
          body: { game_ids: ids.map(Number) },
        })
      }
      queryKey={key}
      errorField="game_ids"
    />
  );
}

/** A list put in order here, saved in one request; the server's refusal shows above the button. */
function OrderEditor({
  label,
  initial,
  save,
  queryKey,
  errorField,
}: {
  label: string;
  initial: SortableItem[];
  save: (ids: string[]) => Promise<unknown>;
  queryKey: readonly unknown[];
  errorField: string;
}) {
  const { t } = useTranslation();
  const may = useMay('games.write');
  const queryClient = useQueryClient();
  const [items, setItems] = useState(initial);
  const [saved, setSaved] = useState(false);
  // When the server's list changes (after a save, or another operator's change), its labels are
  // shown; the order being edited stays unless the items themselves changed.
  const signature = JSON.stringify(initial);
  const [seen, setSeen] = useState(signature);
  if (signature !== seen) {
    setSeen(signature);
    const ids = (list: readonly SortableItem[]) =>
      list
        .map((i) => i.id)
        .sort()
        .join('\n');
    setItems((current) => {
      if (ids(current) !== ids(initial)) return initial;
      const fresh = new Map(initial.map((item) => [item.id, item]));
      return current.map((item) => fresh.get(item.id) ?? item);
    });
  }
  const submit = useSubmit();
  const changed = items.map((i) => i.id).join('\n') !== initial.map((i) => i.id).join('\n');
  return (
    <div className="flex flex-col gap-3">
      {initial.length === 0 ? <p className="text-sm text-ink-muted">{t('games.categories.empty')}</p> : null}
      <SortableList
        items={items}
        label={label}
        disabled={!may}
        onChange={(next) => {
          setSaved(false);
          setItems(next);
        }}
      />
      <FormError message={submit.fieldError(errorField) ?? submit.message} />
      {saved ? <p role="status">{t('games.categories.saved')}</p> : null}
      {may ? (
        <div className="flex gap-2">
          <Button
            loading={submit.busy}
            disabled={!changed}
            onClick={async () => {
              const done = await submit.run(() => save(items.map((i) => i.id)));
              if (done !== undefined) {
                setSaved(true);
                await queryClient.invalidateQueries({ queryKey });
              }
            }}
          >
            {t('games.categories.save')}
          </Button>
          <Button variant="ghost" disabled={!changed} onClick={() => setItems(initial)}>
            {t('games.categories.reset')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
