/** Pages the shell links to (paths without locale). */
export const PATHS = {
  home: '/',
  profile: '/profile',
  gifts: '/profile/gifts',
  support: '/support',
  blog: '/blog',
  cryptoBenefits: '/benefits-of-crypto',
  affiliates: '/affiliates',
  responsibleGaming: '/responsible-gaming',
  cookiePolicy: '/cookie-policy',
  /** The lobby opens install instructions for `?pwa=install`. */
  install: '/?pwa=install',
} as const;
