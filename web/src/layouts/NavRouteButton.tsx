import Button from 'antd/es/button';
import { useNavigate } from 'react-router-dom';
import type { AppRoute } from '../app/routes';

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
  const navigate = useNavigate();
  if (!route.nav) return null;
  const Icon = route.nav.icon;
  return (
    <Button
      size="large"
      block={block}
      type={route.nav.primary ? 'primary' : 'default'}
      href={route.path}
      // The label names the button; the icon is decoration (antd icons carry their own aria-label).
      icon={Icon ? <Icon aria-hidden /> : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate?.();
        navigate(route.path);
      }}
    >
      {route.nav.label}
    </Button>
  );
}
