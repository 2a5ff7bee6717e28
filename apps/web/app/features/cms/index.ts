// The CMS feature's public face (pages, menus, banners): what other features and routes may use.
export { bannersQueryOptions, useBanners } from './api/get-banners.ts';
export { filesQueryOptions, useFiles } from './api/get-files.ts';
export { getPage } from './api/get-page.ts';
export { getPages, pagesQueryOptions, usePages } from './api/get-pages.ts';
export { StaticPageView } from './components/static-page-view.tsx';
export { bannerButtonAttrs, bannerButtonTarget, bannerGradient, bannersFor } from './model/banners.ts';
export { menuPageList, menuPages } from './model/menus.ts';
