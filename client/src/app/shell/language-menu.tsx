// The language switch (spec section 4: pt by default; changing it reloads the page): menu items for any
// dropdown, and a stand-alone dropdown for frames without a profile menu.
import { Check, Languages } from 'lucide-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Dropdown, DropdownItem } from '../../components/ui/dropdown';
import { LANGUAGES, language, setLanguage, type Language } from '../../state/language';
import { useT } from '../../i18n';

/** A public page's URL in another language (its /en twin): choosing that language opens it. */
export type LanguageHref = (lang: Language) => string;

export function LanguageItems({ hrefFor }: { hrefFor?: LanguageHref | undefined }) {
  useSignals();
  const current = language.value;
  return LANGUAGES.map((l) => (
    <DropdownItem
      key={l.code}
      lang={l.code}
      aria-current={l.code === current ? 'true' : undefined}
      icon={l.code === current ? <Check size={16} /> : <span className="icon-spacer" />}
      onClick={() => setLanguage(l.code, hrefFor?.(l.code))}
    >
      {l.name}
    </DropdownItem>
  ));
}

export function LanguageMenu({ id = 'language', hrefFor }: { id?: string; hrefFor?: LanguageHref }) {
  useSignals();
  const t = useT();
  return (
    <Dropdown
      id={id}
      label={t('common.language')}
      align="end"
      trigger={
        <>
          <Languages size={20} aria-hidden="true" />
          <span className="language-menu__code">{language.value.toUpperCase()}</span>
        </>
      }
    >
      <LanguageItems hrefFor={hrefFor} />
    </Dropdown>
  );
}
