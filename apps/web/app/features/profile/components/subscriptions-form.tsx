import { type FormEvent, useState } from 'react';
import { ApiError } from '~/shared/api/client.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useToast } from '~/shared/ui/toast.tsx';
import { type Subscriptions, useSaveSubscriptions, useSubscriptions } from '../api/subscriptions.ts';
import {
  planSubscriptionSave,
  SUBSCRIPTION_FLAGS,
  SUBSCRIPTION_TOASTS,
  subscriptionFailureToast,
} from '../model/subscriptions.ts';

/** Marketing consents with the spec's toasts: already subscribed, success, something went wrong. */
export function SubscriptionsForm() {
  const { t } = useTranslation();
  const query = useSubscriptions();
  if (query.isError) return <FormError message={t('profile.errors.load')} />;
  if (!query.data) return <p role="status">{t('profile.loading')}</p>;
  return <SubscriptionsEditor current={query.data} />;
}

function SubscriptionsEditor({ current }: { current: Subscriptions }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveSubscriptions();
  const [edits, setEdits] = useState<Partial<Subscriptions>>({});
  const wanted: Subscriptions = { ...current, ...edits };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const plan = planSubscriptionSave(current, wanted);
    if (plan.kind !== 'save') {
      toast.show({ kind: 'info', message: SUBSCRIPTION_TOASTS[plan.kind] });
      return;
    }
    save.mutate(plan.body, {
      onSuccess: () => {
        setEdits({});
        toast.show({ kind: 'success', message: SUBSCRIPTION_TOASTS.success });
      },
      onError: (error) => {
        const message = subscriptionFailureToast(error instanceof ApiError ? error.fieldErrors : {});
        toast.show({ kind: message === SUBSCRIPTION_TOASTS.failed ? 'error' : 'info', message });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-md flex-col gap-4"
      data-testid="subscriptions-form"
    >
      <p className="text-ink-muted">{t('profile.subscriptions.intro')}</p>
      {SUBSCRIPTION_FLAGS.map((flag) => (
        <CheckboxField
          key={flag}
          name={flag}
          label={t(`profile.subscriptions.${flag}`)}
          checked={wanted[flag]}
          onChange={(e) => setEdits((current) => ({ ...current, [flag]: e.target.checked }))}
        />
      ))}
      <Button type="submit" loading={save.isPending} className="self-start">
        {t('profile.subscriptions.save')}
      </Button>
    </form>
  );
}
