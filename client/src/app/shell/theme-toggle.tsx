// The light/dark switch (spec section 4: stored value, else system preference), used by every frame.
import { Moon, Sun } from 'lucide-react';
import { useSignals } from '@preact/signals-react/runtime';
import { theme, toggleTheme } from '../../state/theme';
import { useT } from '../../i18n';
import './shell-messages';
import './controls.css';

export function ThemeToggle({ className = 'icon-button' }: { className?: string }) {
  useSignals();
  const t = useT();
  const dark = theme.value === 'dark';
  return (
    <button type="button" className={className} onClick={toggleTheme} aria-label={t(dark ? 'shell.themeToLight' : 'shell.themeToDark')}>
      {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </button>
  );
}
