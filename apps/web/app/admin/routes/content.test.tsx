import type { OperatorCmsPage, OperatorCmsSnippet, OperatorHost } from '@orbit/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeHandler } from '~/shared/ui/testing.tsx';
import { renderAdminScreen } from '../testing.tsx';
import AdminContentHosts from './content-hosts.tsx';
import AdminContentPages from './content-pages.tsx';
import AdminContentSnippets from './content-snippets.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cmsPage = (over: Partial<OperatorCmsPage> = {}): OperatorCmsPage => ({
  id: 7,
  path: 'terms',
  licence: null,
  locale: 'en',
  title: 'Terms and conditions',
  content: '<p>Terms</p>',
  layout: 'default',
  categories: ['bottom-menu'],
  blocks: {},
  position: 1,
  ...over,
});

function pagesApi(pages: OperatorCmsPage[], save: FakeHandler = ({ body }) => ({ status: 201, body })) {
  return {
    'GET /api/operator/cms/pages': () => ({
      body: { pages, page: 1, per_page: 50, total_count: pages.length },
    }),
    'POST /api/operator/cms/pages': save,
    'PUT /api/operator/cms/pages/7': save,
    'DELETE /api/operator/cms/pages/7': () => ({ status: 204 }),
  } satisfies Record<string, FakeHandler>;
}

describe('the CMS pages', () => {
  it('lists the pages of every language and licence, the path heading each row', async () => {
    renderAdminScreen(
      <AdminContentPages />,
      pagesApi([cmsPage(), cmsPage({ id: 8, path: 'about', locale: '', licence: 'EE' })]),
      { url: '/admin/content', role: 'marketing' },
    );
    await screen.findByRole('rowheader', { name: 'terms' });
    const table = screen.getByRole('table', { name: 'CMS pages' });
    const about = within(table).getByRole('rowheader', { name: 'about' }).closest('tr') as HTMLElement;
    expect(within(about).getByText('EE')).toBeTruthy();
    expect(within(about).getByText('Default (every language without its own)')).toBeTruthy();
    expect(within(table).getAllByText('Every licence')).toHaveLength(1);
  });

  it('adds a page: the server’s field errors show at their inputs, then it saves and closes', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const api = renderAdminScreen(
      <AdminContentPages />,
      pagesApi([], ({ body }) =>
        tries++ === 0
          ? { status: 422, body: { errors: { path: ['content.errors.path_taken'] } } }
          : { status: 201, body: { ...cmsPage(), ...(body as object) } },
      ),
      { url: '/admin/content', role: 'marketing' },
    );
    await user.click(await screen.findByTestId('admin-page-new'));
    const editor = screen.getByRole('region', { name: 'New page' });
    await user.type(within(editor).getByLabelText(/^Path/), 'about');
    await user.type(within(editor).getByLabelText(/^Title/), 'About us');
    await user.type(within(editor).getByLabelText('Categories', { exact: false }), 'bottom-menu, info');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    const path = within(editor).getByLabelText(/^Path/);
    expect(
      await within(editor).findByText('A page with this path already exists in this language and licence.'),
    ).toBeTruthy();
    expect(path.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/operator/cms/pages')[0]?.body).toMatchObject({
      path: 'about',
      title: 'About us',
      licence: null,
      categories: ['bottom-menu', 'info'],
    });

    await user.clear(path);
    await user.type(path, 'about-us');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'New page' })).toBeNull());
    expect(api.callsTo('POST /api/operator/cms/pages')[1]?.body).toMatchObject({ path: 'about-us' });
  });

  it('edits a page with PUT and deletes one only once the operator confirms', async () => {
    const user = userEvent.setup();
    const api = renderAdminScreen(<AdminContentPages />, pagesApi([cmsPage()]), {
      url: '/admin/content',
      role: 'marketing',
    });
    const row = (await screen.findByRole('rowheader', { name: 'terms' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('region', { name: 'Edit page terms' });
    const title = within(editor).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Terms of play');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.callsTo('PUT /api/operator/cms/pages/7')).toHaveLength(1));
    expect(api.callsTo('PUT /api/operator/cms/pages/7')[0]?.body).toMatchObject({ title: 'Terms of play' });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(api.callsTo('DELETE /api/operator/cms/pages/7')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith('Delete the page terms?');
    await vi.waitFor(() => expect(api.callsTo('DELETE /api/operator/cms/pages/7')).toHaveLength(1));
  });

  it('a read-only operator views a page but has nothing to add, save or delete', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<AdminContentPages />, pagesApi([cmsPage()]), {
      url: '/admin/content',
      role: 'read_only',
    });
    const row = (await screen.findByRole('rowheader', { name: 'terms' })).closest('tr') as HTMLElement;
    expect(screen.queryByTestId('admin-page-new')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const editor = screen.getByRole('region', { name: 'Edit page terms' });
    expect(within(editor).getByLabelText(/^Path/).matches(':disabled')).toBe(true);
    expect((within(editor).getByLabelText('Content (HTML)') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(within(editor).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(editor).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

const snippet = (over: Partial<OperatorCmsSnippet> = {}): OperatorCmsSnippet => ({
  id: 3,
  locale: 'de',
  categories: ['footer'],
  content: '<p>Spiel verantwortungsvoll</p>',
  ...over,
});

function snippetsApi(snippets: OperatorCmsSnippet[], save: FakeHandler = ({ body }) => ({ body })) {
  return {
    'GET /api/operator/cms/snippets': () => ({
      body: { snippets, page: 1, per_page: 50, total_count: snippets.length },
    }),
    'POST /api/operator/cms/snippets': save,
    'PUT /api/operator/cms/snippets/3': save,
    'DELETE /api/operator/cms/snippets/3': () => ({ status: 204 }),
  } satisfies Record<string, FakeHandler>;
}

describe('the CMS snippets', () => {
  it('filters by language in the address and the list asks the server for it', async () => {
    const user = userEvent.setup();
    const api = renderAdminScreen(<AdminContentSnippets />, snippetsApi([snippet()]), {
      url: '/admin/content/snippets',
      role: 'marketing',
    });
    await screen.findByText('footer');
    await user.selectOptions(screen.getByLabelText('Language'), 'de');
    await vi.waitFor(() =>
      expect(api.callsTo('GET /api/operator/cms/snippets').at(-1)?.url).toContain('locale=de'),
    );
  });

  it('adds a snippet: a missing category is shown at its input, then the text is saved', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const api = renderAdminScreen(
      <AdminContentSnippets />,
      snippetsApi([], ({ body }) =>
        tries++ === 0
          ? { status: 422, body: { errors: { categories: ['validation.required'] } } }
          : { status: 201, body: { ...snippet(), ...(body as object) } },
      ),
      { url: '/admin/content/snippets', role: 'marketing' },
    );
    await user.click(await screen.findByRole('button', { name: 'New snippet' }));
    const editor = screen.getByRole('region', { name: 'New snippet' });
    await user.type(within(editor).getByLabelText('Content (HTML)'), '<b>Hi</b>');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const categories = within(editor).getByLabelText('Categories', { exact: false });
    expect(await within(editor).findByText('This field is required.')).toBeTruthy();
    expect(categories.getAttribute('aria-invalid')).toBe('true');

    await user.type(categories, 'footer');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'New snippet' })).toBeNull());
    expect(api.callsTo('POST /api/operator/cms/snippets')[1]?.body).toEqual({
      locale: '',
      categories: ['footer'],
      content: '<b>Hi</b>',
    });
  });

  it('a read-only operator sees the snippets with no add or delete', async () => {
    renderAdminScreen(<AdminContentSnippets />, snippetsApi([snippet()]), {
      url: '/admin/content/snippets',
      role: 'read_only',
    });
    await screen.findByRole('button', { name: 'View' });
    const table = screen.getByRole('table', { name: 'CMS snippets' });
    expect(within(table).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New snippet' })).toBeNull();
  });
});

const host = (over: Partial<OperatorHost> = {}): OperatorHost => ({
  hostname: 'orbit.test',
  brand: 'Orbit',
  license: 'CW',
  locales: ['en', 'de'],
  default_locale: 'en',
  betting_link: null,
  organisation_json_ld: true,
  ...over,
});

function hostsApi(hosts: OperatorHost[], save: FakeHandler = ({ body }) => ({ status: 201, body })) {
  return {
    'GET /api/operator/hosts': () => ({ body: hosts }),
    'POST /api/operator/hosts': save,
    'PATCH /api/operator/hosts/orbit.test': save,
    'DELETE /api/operator/hosts/orbit.test': () => ({
      status: 422,
      body: { errors: { base: ['content.errors.last_host'] } },
    }),
  } satisfies Record<string, FakeHandler>;
}

describe('the hosts and mirrors', () => {
  it('lists each host with its languages and default one', async () => {
    renderAdminScreen(<AdminContentHosts />, hostsApi([host()]), {
      url: '/admin/content/hosts',
      role: 'marketing',
    });
    const row = (await screen.findByRole('rowheader', { name: 'orbit.test' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('en, de (default en)')).toBeTruthy();
    expect(within(row).getByText('CW')).toBeTruthy();
  });

  it('adds a mirror: a default language outside its languages is refused at its input', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const api = renderAdminScreen(
      <AdminContentHosts />,
      hostsApi([host()], ({ body }) =>
        tries++ === 0
          ? { status: 422, body: { errors: { default_locale: ['content.errors.default_locale_unlisted'] } } }
          : { status: 201, body: { ...host(), ...(body as object) } },
      ),
      { url: '/admin/content/hosts', role: 'marketing' },
    );
    await user.click(await screen.findByRole('button', { name: 'Add a host' }));
    const editor = screen.getByRole('region', { name: 'Add a host' });
    await user.type(within(editor).getByLabelText('Host name', { exact: false }), 'mirror.test');
    await user.type(within(editor).getByLabelText('Brand', { exact: false }), 'Orbit');
    await user.selectOptions(within(editor).getByLabelText('Default language'), 'de');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const defaultLocale = within(editor).getByLabelText('Default language');
    expect(
      await within(editor).findByText("The default language must be one of the host's languages."),
    ).toBeTruthy();
    expect(defaultLocale.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/operator/hosts')[0]?.body).toMatchObject({
      hostname: 'mirror.test',
      locales: ['en'],
      default_locale: 'de',
      betting_link: null,
    });

    await user.click(within(editor).getByRole('checkbox', { name: 'de' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Add a host' })).toBeNull());
    expect(api.callsTo('POST /api/operator/hosts')[1]?.body).toMatchObject({ locales: ['en', 'de'] });
  });

  it('says why the last host cannot be deleted', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdminScreen(<AdminContentHosts />, hostsApi([host()]), {
      url: '/admin/content/hosts',
      role: 'marketing',
    });
    const row = (await screen.findByRole('rowheader', { name: 'orbit.test' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The last host cannot be deleted.')).toBeTruthy();
  });

  it('a read-only operator can look at a host but not add, change or delete one', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<AdminContentHosts />, hostsApi([host()]), {
      url: '/admin/content/hosts',
      role: 'read_only',
    });
    const row = (await screen.findByRole('rowheader', { name: 'orbit.test' })).closest('tr') as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Add a host' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const editor = screen.getByRole('region', { name: 'Edit orbit.test' });
    expect(within(editor).getByLabelText('Brand', { exact: false }).matches(':disabled')).toBe(true);
    expect(within(editor).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
