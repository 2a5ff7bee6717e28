/**
 * Line icons of the shell (24×24, currentColor); decorative, so hidden from assistive tech. Each
 * is `icon-{name}` in app.css, a mask over the text colour: the page's HTML carries a class name
 * per icon, not its SVG (a dozen on every page), and the start-up JavaScript none of the paths.
 */
export type IconName =
  | 'menu'
  | 'close'
  | 'search'
  | 'gift'
  | 'support'
  | 'wallet'
  | 'home'
  | 'cherry'
  | 'live'
  | 'ball'
  | 'globe'
  | 'chevron'
  | 'user'
  | 'trophy'
  | 'star'
  | 'clock'
  | 'download'
  | 'mail'
  | 'phone'
  | 'logout'
  | 'page';

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} />;
}
