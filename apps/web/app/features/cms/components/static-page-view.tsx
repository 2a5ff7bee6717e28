import type { CmsPage } from '@orbit/contract';

/** A CMS page: its title and its HTML (sanitised by the server when it is stored and served). */
export function StaticPageView({ page }: { page: CmsPage }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10 focus:outline-none">
      <article>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <div
          className="cms-content mt-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML is sanitised by the server.
          dangerouslySetInnerHTML={{ __html: page.content }}
        />
      </article>
    </main>
  );
}
