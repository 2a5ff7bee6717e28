import { CONFIG_NAMES, CONFIG_SCHEMAS, FooterConfig, MainWidgetConfig } from '@orbit/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createI18n } from '~/shared/i18n/instance.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';
import { adminMessagesFor } from '../i18n.server.ts';
import type { FieldErrors } from '../shared/form.ts';
import { SchemaForm } from './schema-form.tsx';
import { emptyValue, getAt, isFormable, moveItem, setAt, shapeOf, unwrap } from './schema-form-model.ts';

const FOOTER = {
  phone: '+372 5550 1000',
  email: 'support@orbit.localhost',
  social: [{ network: 'telegram', url: 'https://t.me/orbit_casino' }],
  awards: [{ year: 2025, title: 'Best Crypto Casino', image: '/awards/laurel-gold.svg' }],
  trust: [],
};

/** The form as the config screen holds it: the value in state, each new value told to `latest`. */
function Holder({
  schema,
  initial,
  errors,
  latest,
}: {
  schema: z.ZodType;
  initial: unknown;
  errors: FieldErrors;
  latest: { value: unknown };
}) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <SchemaForm
      schema={schema}
      value={value}
      label="config"
      errors={errors}
      onChange={(next) => {
        latest.value = next;
        setValue(next);
      }}
    />
  );
}

function renderForm(schema: z.ZodType, initial: unknown, errors: FieldErrors = {}) {
  const latest: { value: unknown } = { value: initial };
  const view = render(
    <I18nProvider translator={createI18n('en', adminMessagesFor('en'))}>
      <Holder schema={schema} initial={initial} errors={errors} latest={latest} />
    </I18nProvider>,
  );
  const field = (name: string) => view.container.querySelector<HTMLInputElement>(`[name="${name}"]`);
  return { ...view, latest, field };
}

// Testing Library unmounts by itself only with vitest's globals: every test starts from an empty page.
afterEach(() => cleanup());

describe('the schema-driven config form', () => {
  it('renders the fields of footer-config: texts, an enum select, numbers, lists', () => {
    const { field } = renderForm(FooterConfig, FOOTER);
    expect(field('email')?.value).toBe('support@orbit.localhost');
    expect(field('email')?.type).toBe('email');
    expect(field('phone')?.value).toBe('+372 5550 1000');
    const network = field('social.0.network') as unknown as HTMLSelectElement;
    expect(network.tagName).toBe('SELECT');
    expect([...network.options].map((o) => o.value)).toEqual(
      expect.arrayContaining(['telegram', 'x', 'instagram', 'facebook', 'youtube', 'discord']),
    );
    expect(field('social.0.url')?.value).toBe('https://t.me/orbit_casino');
    expect(field('awards.0.year')?.type).toBe('number');
    expect(field('awards.0.year')?.step).toBe('1');
    expect(screen.getByRole('group', { name: 'social' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'trust' })).toBeTruthy();
    // Every input has its label.
    expect(screen.getByLabelText('email')).toBe(field('email'));
  });

  it('reports a field error at the input of its path, and nowhere else', () => {
    const { field } = renderForm(FooterConfig, FOOTER, {
      'social.0.url': ['validation.invalid_format'],
      email: ['validation.invalid_format'],
    });
    const url = field('social.0.url') as HTMLInputElement;
    expect(url.getAttribute('aria-invalid')).toBe('true');
    const describedBy = url.getAttribute('aria-describedby') ?? '';
    const message = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(message).toContain('This value is not in the right format.');
    expect(field('email')?.getAttribute('aria-invalid')).toBe('true');
    expect(field('phone')?.getAttribute('aria-invalid')).toBeNull();
    expect(field('awards.0.title')?.getAttribute('aria-invalid')).toBeNull();
  });

  it('edits values: a text, an emptied nullable text becomes null, list rows are added, moved and removed', async () => {
    const user = userEvent.setup();
    const { field, latest } = renderForm(FooterConfig, FOOTER);
    await user.clear(field('email') as HTMLInputElement);
    await user.type(field('email') as HTMLInputElement, 'help@orbit.example');
    expect((latest.value as typeof FOOTER).email).toBe('help@orbit.example');
    await user.clear(field('phone') as HTMLInputElement);
    expect((latest.value as typeof FOOTER).phone).toBeNull();

    const social = screen.getByRole('group', { name: 'social' });
    await user.click(within(social).getByRole('button', { name: 'Add to social' }));
    expect((latest.value as typeof FOOTER).social).toHaveLength(2);
    expect((latest.value as typeof FOOTER).social[1]).toEqual({ network: 'telegram', url: '' });
    await user.selectOptions(field('social.1.network') as unknown as HTMLSelectElement, 'discord');
    await user.click(within(social).getByRole('button', { name: 'Move social 2 up' }));
    expect((latest.value as typeof FOOTER).social.map((s) => s.network)).toEqual(['discord', 'telegram']);
    await user.click(within(social).getByRole('button', { name: 'Remove social 1' }));
    expect((latest.value as typeof FOOTER).social.map((s) => s.network)).toEqual(['telegram']);
    // Whatever the form produced still follows the schema once the new row is filled in.
    expect(FooterConfig.safeParse(latest.value).success).toBe(true);
  });

  it('renders open objects (texts per locale) with their extra keys as entries', async () => {
    const user = userEvent.setup();
    const widget = {
      autoplay_seconds: 5,
      slides: [
        {
          id: 'welcome',
          audience: 'all',
          title: { en: 'Welcome', de: 'Willkommen' },
          text: { en: 'Hello' },
          image: '/x.png',
          button: { label: { en: 'Go' }, url: '/promotions' },
        },
      ],
    };
    const { field, latest } = renderForm(MainWidgetConfig, widget);
    expect(field('slides.0.title.en')?.value).toBe('Welcome');
    expect(field('slides.0.title.de')?.value).toBe('Willkommen');
    const title = screen.getByRole('group', { name: 'title' });
    await user.click(within(title).getByRole('button', { name: 'Add an entry to title' }));
    await user.type(within(title).getAllByLabelText('Key in title').at(-1) as HTMLInputElement, 'it');
    const slides = (latest.value as typeof widget).slides;
    expect(Object.keys(slides[0]!.title)).toEqual(['en', 'de', 'it']);
  });

  it('edits a part it cannot express (a union) as JSON, and says so', async () => {
    const user = userEvent.setup();
    const { field, latest } = renderForm(CONFIG_SCHEMAS['currency-config'], {
      default: { EUR: { defaultAmount: 20, rounding: 1, steps: [{ min: 0, max: 'Infinity', step: 5 }] } },
    });
    const max = field('default.EUR.steps.0.max') as unknown as HTMLTextAreaElement;
    expect(max.tagName).toBe('TEXTAREA');
    expect(
      screen.getAllByText('This part cannot be shown as a form: edit it as JSON.').length,
    ).toBeGreaterThan(0);
    await user.clear(max);
    await user.type(max, '500');
    expect(getAt(latest.value, ['default', 'EUR', 'steps', 0, 'max'])).toBe(500);
    await user.type(max, '{{');
    expect(screen.getByText('This is not valid JSON yet; the last valid value is kept.')).toBeTruthy();
    expect(getAt(latest.value, ['default', 'EUR', 'steps', 0, 'max'])).toBe(500);
  });

  it('tells the screen while a JSON box holds text that is not JSON, until it is fixed', async () => {
    const user = userEvent.setup();
    const told: boolean[] = [];
    render(
      <I18nProvider translator={createI18n('en', adminMessagesFor('en'))}>
        <SchemaForm
          schema={CONFIG_SCHEMAS['betting-config']}
          value={['sport.orbit.example']}
          label="betting-config"
          onChange={() => {}}
          onValidityChange={(invalid) => told.push(invalid)}
        />
      </I18nProvider>,
    );
    const box = document.querySelector('textarea') as HTMLTextAreaElement;
    await user.type(box, '{{');
    expect(told.at(-1)).toBe(true);
    await user.clear(box);
    await user.type(box, '[[]'); // '[[' types one '['
    expect(told.at(-1)).toBe(false);
  });

  it('falls back to one JSON box for a config that is no object, list or map (betting-config)', () => {
    renderForm(CONFIG_SCHEMAS['betting-config'], ['sport.orbit.example']);
    expect(screen.getByTestId('schema-form-json-notice').textContent).toContain('cannot be shown as a form');
    expect((document.querySelector('textarea') as HTMLTextAreaElement).value).toContain(
      'sport.orbit.example',
    );
  });
});

describe('the form model', () => {
  it('peels wrappers and reads shapes from zod 4 definitions', () => {
    const phone = unwrap(FooterConfig.shape.phone);
    expect(phone.nullable).toBe(true);
    expect(shapeOf(phone.schema)).toMatchObject({ kind: 'string' });
    expect(shapeOf(unwrap(FooterConfig.shape.awards).schema)).toMatchObject({ kind: 'array' });
    expect(shapeOf(FooterConfig.shape.awards.element.shape.year)).toEqual({
      kind: 'number',
      integer: true,
      min: 1990,
      max: 2100,
    });
  });

  it('makes new values that an operator then fills in', () => {
    expect(emptyValue(FooterConfig)).toEqual({ phone: null, email: null, social: [], awards: [], trust: [] });
    expect(FooterConfig.safeParse(emptyValue(FooterConfig)).success).toBe(true);
  });

  it('knows which configs render as forms: all but the ones whose root is a union', () => {
    const asJson = CONFIG_NAMES.filter((name) => !isFormable(CONFIG_SCHEMAS[name]));
    expect(asJson).toEqual(['betting-config']);
  });

  it('sets and moves values immutably', () => {
    const before = { a: [{ b: 1 }, { b: 2 }] };
    const after = setAt(before, ['a', 1, 'b'], 3);
    expect(after).toEqual({ a: [{ b: 1 }, { b: 3 }] });
    expect(before.a[1]?.b).toBe(2);
    expect(setAt({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 });
    expect(moveItem(['x', 'y', 'z'], 2, 0)).toEqual(['z', 'x', 'y']);
    expect(moveItem(['x', 'y'], 1, 5)).toEqual(['x', 'y']);
  });
});
