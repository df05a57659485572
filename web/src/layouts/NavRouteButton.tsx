import type { AppRoute } from '../app/routes';
import { LinkButton } from '../components/LinkButton';

/** A route-table entry with `nav` as a button; a real link (href) so it opens in a new tab too. */
export function NavRouteButton({
  route,
  block,
  onNavigate,
}: {
  route: AppRoute;
  block?: boolean;
  onNavigate?: () => void;
}) {
  if (!route.nav) return null;
  const Icon = route.nav.icon;
  return (
    <LinkButton
      to={route.path}
      size="large"
      block={block}
      type={route.nav.primary ? 'primary' : 'default'}
      // The label names the button; the icon is decoration (antd icons carry their own aria-label).
      icon={Icon ? <Icon aria-hidden /> : undefined}
      onNavigate={onNavigate}
    >
      {route.nav.label}
    </LinkButton>
  );
}
