/** A games page's own title and the site's default one (a CMS title for the path wins over ours). */
export interface GamesSeo {
  title: string;
  defaultTitle: string;
}

/**
 * A games page's title: the CMS's SEO title for the path when it has one (the shell's title
 * differs from the default then), else the page's own title.
 */
export function gamesPageTitle(input: {
  shellTitle: string | undefined;
  defaultTitle: string;
  ownTitle: string;
}): string {
  const { shellTitle, defaultTitle, ownTitle } = input;
  return shellTitle && shellTitle !== defaultTitle ? shellTitle : ownTitle;
}
