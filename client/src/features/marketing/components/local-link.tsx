// Links of the public site in the reader's language: a marketing page's path gets /en on an English page
// (lib/locale-path.ts), so a crawler and a reader stay in one language; other links are left as they are.
import { Link, type LinkProps } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { language } from '../../../state/language';
import { localePath } from '../../../lib/locale-path';

export type LocalLinkProps = Omit<LinkProps, 'to'> & { to: string };

export function LocalLink({ to, ...props }: LocalLinkProps) {
  useSignals();
  return <Link to={localePath(to, language.value)} {...props} />;
}
