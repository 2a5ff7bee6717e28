import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, Trans, useTranslation } from './react.tsx';
import { createTranslator } from './translator.ts';

const translator = createTranslator('de', {
  a: { accept: 'Ich akzeptiere die <terms>AGB</terms> heute', hi: 'Hallo {{name}}', br: 'eins<br/>zwei' },
});

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {t('a.hi', { name: 'Ada' })} ({i18n.language})
    </p>
  );
}

describe('i18n for React', () => {
  it('translates through the provider', () => {
    render(
      <I18nProvider translator={translator}>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Hallo Ada (de)')).toBeTruthy();
  });

  it('puts the catalogue words inside the given element', () => {
    render(
      <I18nProvider translator={translator}>
        <Trans i18nKey="a.accept" components={{ terms: <a href="/terms">x</a> }} />
      </I18nProvider>,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('AGB');
    expect(link.parentElement?.textContent).toBe('Ich akzeptiere die AGB heute');
  });

  it('renders self-closing tags as the element itself', () => {
    const { container } = render(
      <I18nProvider translator={translator}>
        <Trans i18nKey="a.br" components={{ br: <br /> }} />
      </I18nProvider>,
    );
    expect(container.innerHTML).toBe('eins<br>zwei');
  });
});
