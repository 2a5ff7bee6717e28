import { LOCALES, type NotificationSendResult, type StatusInfo } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { adminApi, useMay } from '../shared/api.ts';
import { useSubmit } from '../shared/form.ts';
import { parsePlayerIds, SUPPORT_KEY, SupportHeader, sendKey, TextAreaField } from './support-shared.tsx';

/** The languages a message is written in: the locales' languages (`fr-CA` reads `fr`), English first. */
const LANGUAGES = [...new Set(LOCALES.map((locale) => locale.split('-')[0] as string))];

type Recipients = 'players' | 'group';

/**
 * A personal message to players (their ids) or to every player of a group: a title and a text in
 * English and any other language, and the page its button opens. Sent once per form: a retry
 * after a failure reaches nobody twice.
 */
export default function AdminSupportNotifications() {
  const { t, i18n } = useTranslation();
  const mayWrite = useMay('support.write');
  const [recipients, setRecipients] = useState<Recipients>('players');
  const [idsError, setIdsError] = useState<string | null>(null);
  const [result, setResult] = useState<NotificationSendResult | null>(null);
  const key = useRef(sendKey());
  const send = useSubmit();
  const groups = useQuery({
    queryKey: [...SUPPORT_KEY, 'groups'],
    queryFn: () => adminApi().request<StatusInfo[]>('/api/info/statuses'),
    select: (statuses) => statuses.filter((status) => !status.status),
    enabled: recipients === 'group',
  });
  const languageName = (language: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'language' }).of(language) ?? language;
    } catch {
      return language;
    }
  };

  if (!mayWrite) {
    return (
      <>
        <SupportHeader title="support.notify.title" />
        <p>{t('admin.errors.forbidden')}</p>
      </>
    );
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const localised = (field: 'title' | 'text') =>
      Object.fromEntries(
        LANGUAGES.map((language) => [language, text(`${field}_${language}`)]).filter(([, value]) => value),
      );
    setResult(null);
    setIdsError(null);
    let target: { user_ids: number[] } | { group_id: number };
    if (recipients === 'players') {
      const ids = parsePlayerIds(text('user_ids'));
      if (!ids || ids.length === 0) {
        setIdsError(t(ids ? 'support.notify.ids_required' : 'support.notify.ids_invalid'));
        return;
      }
      target = { user_ids: ids };
    } else {
      target = { group_id: Number(text('group_id')) };
    }
    const body = {
      ...target,
      titles: localised('title'),
      texts: localised('text'),
      ...(text('path') ? { path: text('path') } : {}),
      idempotency_key: key.current,
    };
    const url =
      recipients === 'players' ? '/api/operator/notifications' : '/api/operator/notifications/group';
    const sent = await send.run(() =>
      adminApi().request<NotificationSendResult>(url, { method: 'POST', body }),
    );
    if (sent) {
      setResult(sent);
      key.current = sendKey();
      formElement.reset();
    }
  };
  const localisedError = (field: 'titles' | 'texts', language: string) =>
    send.fieldError(`${field}.${language}`) ?? (language === 'en' ? send.fieldError(field) : null);

  const languageFields = (language: string) => (
    <fieldset key={language} className="flex flex-col gap-2 rounded-lg border border-surface-3 p-3">
      <legend className="px-1 font-semibold">{languageName(language)}</legend>
      <TextField
        name={`title_${language}`}
        lang={language}
        required={language === 'en'}
        maxLength={120}
        label={t('support.notify.message_title')}
        error={localisedError('titles', language)}
      />
      <TextAreaField
        name={`text_${language}`}
        lang={language}
        required={language === 'en'}
        maxLength={1000}
        label={t('support.notify.message_text')}
        error={localisedError('texts', language)}
      />
    </fieldset>
  );

  return (
    <>
      <SupportHeader title="support.notify.title" />
      <p>{t('support.notify.intro')}</p>
      <form onSubmit={submit} className="flex max-w-3xl flex-col gap-4" noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold">{t('support.notify.recipients')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['players', 'group'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="recipients"
                  value={value}
                  checked={recipients === value}
                  onChange={() => setRecipients(value)}
                  className="size-5 accent-brand"
                />
                {t(value === 'players' ? 'support.notify.to_players' : 'support.notify.to_group')}
              </label>
            ))}
          </div>
          {recipients === 'players' ? (
            <TextField
              name="user_ids"
              required
              inputMode="numeric"
              label={t('support.notify.player_ids')}
              hint={t('support.notify.player_ids_hint')}
              error={idsError ?? send.fieldError('user_ids')}
            />
          ) : (
            <SelectField
              name="group_id"
              required
              label={t('support.notify.group')}
              hint={t('support.notify.group_hint')}
              options={(groups.data ?? []).map((group) => ({
                value: group.id,
                label: `${group.name} (${group.id})`,
              }))}
              error={send.fieldError('group_id') ?? (groups.isError ? t('admin.errors.failed') : null)}
            />
          )}
        </fieldset>
        {languageFields('en')}
        <details className="flex flex-col gap-2">
          <summary className="cursor-pointer font-semibold">{t('support.notify.other_languages')}</summary>
          <div className="mt-2 flex flex-col gap-2">
            {LANGUAGES.filter((language) => language !== 'en').map(languageFields)}
          </div>
        </details>
        <TextField
          name="path"
          label={t('support.notify.path')}
          hint={t('support.notify.path_hint')}
          error={send.fieldError('path')}
        />
        <FormError message={send.message} />
        <Button type="submit" loading={send.busy} className="self-start">
          {t('support.notify.send')}
        </Button>
        {result ? (
          <p role="status" data-testid="admin-notify-result">
            {t('support.notify.sent', { count: result.sent })}
            {result.repeated > 0 ? ` ${t('support.notify.repeated', { count: result.repeated })}` : ''}
          </p>
        ) : null}
      </form>
    </>
  );
}
