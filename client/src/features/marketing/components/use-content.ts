// Reads a marketing content group in the reader's language, suspending until it has loaded.
import { use } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { language } from '../../../state/language';
import { loadContent, type ContentGroup, type ContentGroups } from '../content/load';

export function useContent<G extends ContentGroup>(group: G): ContentGroups[G] {
  useSignals();
  return use(loadContent(group, language.value));
}
