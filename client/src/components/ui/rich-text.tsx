// User text with recognised @mentions, #hashtags and links (spec section 5), built from React elements only.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { tokenize } from '../../lib/text-recognition';
import { cx } from './class-names';

export interface RichTextProps {
  text: string;
  as?: 'span' | 'p' | 'div';
  className?: string;
}

export function RichText({ text, as: Tag = 'span', className }: RichTextProps) {
  const tokens = useMemo(() => tokenize(text), [text]);
  // dir="auto" lets a right-to-left post read correctly; CSS isolates each link so bidi controls in the
  // surrounding text cannot reorder what a link shows.
  return (
    <Tag className={cx('rich-text', className)} dir="auto">
      {tokens.map((token, i) => {
        switch (token.kind) {
          case 'text':
            return token.value;
          case 'link':
            return (
              <a key={i} href={token.href} target="_blank" rel="noopener noreferrer">
                {token.value}
              </a>
            );
          default:
            return (
              <Link key={i} to={token.href} className={`rich-text__${token.kind}`}>
                {token.value}
              </Link>
            );
        }
      })}
    </Tag>
  );
}
