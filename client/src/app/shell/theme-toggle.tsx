// The light/dark switch (spec section 4: stored value, else system preference), used by every frame.
import { Moon, Sun } from 'lucide-react';
import { useSignals } from '@preact/signals-react/runtime';
import { theme, toggleTheme } from '../../state/theme';
import { useT } from '../../i18n';
import './shell-messages';
import './controls.css';

/**
 * Both icons are in the markup and controls.css shows the one for the document's theme (data-theme, which
 * index.html sets before the first paint). The build-time HTML of / and /sign-in is drawn in the light theme, so
 * an icon chosen at render time would show the light theme's switch to a dark-theme visitor until the app ran.
 */
export function ThemeToggle({ className = 'icon-button' }: { className?: string }) {
  useSignals();
  const t = useT();
  const dark = theme.value === 'dark';
  return (
    <button type="button" className={className} onClick={toggleTheme} aria-label={t(dark ? 'shell.themeToLight' : 'shell.themeToDark')}>
      <Moon size={20} aria-hidden="true" className="theme-toggle__to-dark" />
      <Sun size={20} aria-hidden="true" className="theme-toggle__to-light" />
    </button>
  );
}
