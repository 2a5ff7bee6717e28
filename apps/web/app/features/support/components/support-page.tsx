import type { CmsPage } from '@orbit/contract';
import { Link } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { ContactForm } from './contact-form.tsx';

/**
 * `/support`: open the chat, write to us, or read the answers to what players ask most. It shares
 * no module with the late chunk's chat (hence `#chat` spelt out), so the lobby's start-up lists
 * no shared chunk.
 */
export function SupportPage({ faq }: { faq: CmsPage | null }) {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 focus:outline-none"
    >
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('support.page.title')}</h1>
        <p className="text-ink-muted">{t('support.page.intro')}</p>
        <Link
          to="#chat"
          className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
        >
          {t('support.page.openChat')}
        </Link>
      </header>
      <section aria-labelledby="support-write" className="flex flex-col gap-4 rounded-2xl bg-surface-2 p-6">
        <h2 id="support-write" className="text-xl font-bold">
          {t('support.page.write')}
        </h2>
        <ContactForm />
      </section>
      {faq ? (
        <section aria-labelledby="support-faq">
          <h2 id="support-faq" className="text-xl font-bold">
            {faq.title}
          </h2>
          <div
            className="cms-content mt-4"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML is the operator's, served by the CMS API.
            dangerouslySetInnerHTML={{ __html: faq.content }}
          />
        </section>
      ) : null}
    </main>
  );
}
