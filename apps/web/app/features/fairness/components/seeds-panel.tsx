import type { HouseSeeds } from '@orbit/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useToast } from '~/shared/ui/toast.tsx';
import { useRotateSeeds, useSeeds, useSetClientSeed } from '../api/seeds.ts';
import { clientSeedError } from '../model/client-seed.ts';

/** A seed as text that wraps anywhere and can be selected whole. */
function SeedValue({ value, testId }: { value: string; testId?: string }) {
  return (
    <dd className="font-mono text-sm break-all select-all" data-testid={testId}>
      {value}
    </dd>
  );
}

function SeedList({ seeds, revealed }: { seeds: HouseSeeds['current']; revealed?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {revealed !== undefined ? (
        <>
          <dt className="text-sm text-ink-muted">{t('fairness.seeds.server_seed')}</dt>
          <SeedValue value={revealed} testId="revealed-server-seed" />
        </>
      ) : null}
      <dt className="text-sm text-ink-muted">{t('fairness.seeds.server_seed_hash')}</dt>
      <SeedValue value={seeds.server_seed_hash} />
      <dt className="text-sm text-ink-muted">{t('fairness.seeds.client_seed')}</dt>
      <SeedValue value={seeds.client_seed} />
      <dt className="text-sm text-ink-muted">{t('fairness.seeds.nonce')}</dt>
      <dd className="font-mono text-sm">{seeds.nonce}</dd>
    </dl>
  );
}

/** The player's seeds: the current pair, a new client seed, and a rotation revealing the old server seed. */
export function SeedsPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const seeds = useSeeds();
  const setSeed = useSetClientSeed();
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState('');
  const { form, errors, baseError, check, fail } = useFormErrors({ generic: 'fairness.errors.generic' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = clientSeedError(clientSeed);
    if (!check(error ? { client_seed: [error] } : {})) return;
    try {
      await setSeed.mutateAsync(clientSeed);
      setClientSeed('');
      toast.show({ kind: 'success', message: 'fairness.seeds.saved' });
    } catch (failure) {
      const { fields } = fail(failure);
      // The server's rule is the same one: word it the page's way.
      if (fields.client_seed) check({ client_seed: ['fairness.seeds.invalid'] });
    }
  };

  const onRotate = async () => {
    try {
      await rotate.mutateAsync();
      toast.show({ kind: 'success', message: 'fairness.seeds.rotated' });
    } catch {
      toast.show({ kind: 'error', message: 'fairness.errors.generic' });
    }
  };

  return (
    <section aria-labelledby="fair-seeds" className="flex flex-col gap-4 rounded-2xl bg-surface-2 p-4 sm:p-6">
      <h2 id="fair-seeds" className="text-lg font-bold">
        {t('fairness.seeds.title')}
      </h2>
      {seeds.isError ? <FormError message={t('fairness.errors.load')} /> : null}
      {seeds.data ? (
        <SeedList seeds={seeds.data.current} />
      ) : seeds.isPending ? (
        <p role="status">{t('fairness.loading')}</p>
      ) : null}
      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <FormError message={baseError} />
          <TextField
            label={t('fairness.seeds.new_client_seed')}
            name="client_seed"
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            hint={t('fairness.seeds.client_seed_hint')}
            error={errors.client_seed?.[0] ? t(errors.client_seed[0]) : null}
            onChange={(e) => setClientSeed(e.target.value)}
          />
        </div>
        <Button type="submit" loading={setSeed.isPending} className="sm:mt-7">
          {t('fairness.seeds.save')}
        </Button>
      </form>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-ink-muted">{t('fairness.seeds.rotate_hint')}</p>
        <div>
          <Button variant="secondary" onClick={onRotate} loading={rotate.isPending}>
            {t('fairness.seeds.rotate')}
          </Button>
        </div>
      </div>
      {seeds.data?.previous ? (
        <div className="flex flex-col gap-2 border-t border-surface-3 pt-4" data-testid="previous-seeds">
          <h3 className="font-semibold">{t('fairness.seeds.previous')}</h3>
          <SeedList seeds={seeds.data.previous} revealed={seeds.data.previous.server_seed} />
        </div>
      ) : null}
    </section>
  );
}
