// The current page's title from the deepest matched route's handle (see app/routes/area-module.ts).
import { useMatches } from 'react-router-dom';
import { useT } from '../../i18n';
import { isRouteHandle } from '../routes/area-module';

export function useRouteTitle(): string {
  const matches = useMatches();
  const t = useT();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (!match || !isRouteHandle(match.handle)) continue;
    const { title, titleKey } = match.handle;
    if (title) return title(match.params);
    if (titleKey) return t(titleKey);
  }
  return '';
}
