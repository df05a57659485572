import Button, { type ButtonProps } from 'antd/es/button';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: string;
  /** Runs when a click is routed in the app (not one that opens a new tab), e.g. to close a menu. */
  onNavigate?: () => void;
}

/**
 * An antd Button that is a real link (href), so Ctrl/⌘-click and middle-click open a new tab; a
 * plain click routes in the app the way react-router's <Link> does.
 */
export function LinkButton({ to, onNavigate, ...buttonProps }: LinkButtonProps) {
  const href = useHref(to);
  const routeClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event) => {
        routeClick(event);
        if (event.defaultPrevented) onNavigate?.();
      }}
    />
  );
}
