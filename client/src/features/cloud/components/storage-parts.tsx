// Pieces the storage, overview and settings pages share: a two-step delete (a first press arms it, the second
// deletes), a copy-to-clipboard button, a bucket's visibility tag, and sizes, amounts and regions in the
// person's language.
import { useState, type ReactNode } from 'react';
import { Copy, Globe, Lock } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { formatOsbtNumber } from '../../../lib/currency';
import { language } from '../../../state/language';
import { formatBytes, formatCount, formatMicro } from '../models/storage-rules';

/** Sizes, OSBT and micro-OSBT amounts and counts in the current language (OSBT through the one amount writer). */
export function useFormats() {
  const lang = language.value;
  return {
    bytes: (n: number) => formatBytes(n, lang),
    micro: (n: number) => formatMicro(n, lang),
    count: (n: number) => formatCount(n, lang),
    osbt: (n: number) => formatOsbtNumber(n, lang),
  };
}

/** Deletes on the second press: the first turns the button into its confirmation (and back on blur). */
export function ConfirmButton({
  label,
  confirm,
  names,
  onConfirm,
  ...rest
}: Omit<ButtonProps, 'onClick' | 'children'> & {
  label: string;
  confirm: string;
  /** Accessible names when the visible words are short: [idle, armed]. */ names?: [string, string];
  onConfirm: () => void;
}) {
  const [armed, setArmed] = useState(false);
  return (
    <Button
      variant={armed ? 'danger' : 'secondary'}
      size="sm"
      {...rest}
      aria-label={names ? names[armed ? 1 : 0] : undefined}
      onBlur={() => setArmed(false)}
      onClick={() => {
        if (armed) {
          setArmed(false);
          onConfirm();
        } else setArmed(true);
      }}
    >
      {armed ? confirm : label}
    </Button>
  );
}

export function CopyButton({ text, label, children }: { text: string; label: string; children?: ReactNode }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={copied ? undefined : label}
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <Copy size={14} aria-hidden="true" />
      {copied ? t('cloud.copied') : (children ?? t('cloud.copy'))}
    </Button>
  );
}

export function VisibilityTag({ isPublic }: { isPublic: boolean }) {
  const t = useT();
  return (
    <span className={isPublic ? 'cloud-tag cloud-tag--public' : 'cloud-tag cloud-tag--no'}>
      {isPublic ? <Globe size={12} aria-hidden="true" /> : <Lock size={12} aria-hidden="true" />}{' '}
      {t(isPublic ? 'cloud.bucket.public' : 'cloud.bucket.private')}
    </span>
  );
}

/** A table that may scroll sideways on a phone: focusable and named, so a keyboard can scroll it too. */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="page-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
