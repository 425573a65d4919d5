// Messages of the docs, guides and blog pages (features/marketing: code blocks, heading links, table of contents,
// previous/next, the docs search), in Portuguese and English. The build also writes `copy` and `anchor` into the
// pages' HTML (build/content-plugin.ts), so a prerendered page already shows them in its language.

const en = {
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the text and copy it',
  anchor: 'Link to this section',
  onThisPage: 'On this page',
  previous: 'Previous',
  next: 'Next',
  pager: 'Previous and next pages',
  search: 'Search docs and guides',
  searchLabel: 'Words to search for in the docs and guides',
  searchHint: 'Type at least two letters. Press / to open the search from any docs page.',
  searching: 'Loading the search…',
  noResults: 'No page has these words.',
  results: { one: '{count} result', other: '{count} results' },
  close: 'Close',
  loadFailed: 'The search could not load. Check your connection and try again.',
};

const pt: typeof en = {
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'Não foi possível copiar: selecione o texto e copie',
  anchor: 'Link para esta seção',
  onThisPage: 'Nesta página',
  previous: 'Anterior',
  next: 'Próximo',
  pager: 'Páginas anterior e seguinte',
  search: 'Buscar em docs e guias',
  searchLabel: 'Palavras para buscar na documentação e nos guias',
  searchHint: 'Digite pelo menos duas letras. Tecle / para abrir a busca em qualquer página da documentação.',
  searching: 'Carregando a busca…',
  noResults: 'Nenhuma página tem essas palavras.',
  results: { one: '{count} resultado', other: '{count} resultados' },
  close: 'Fechar',
  loadFailed: 'A busca não carregou. Verifique sua conexão e tente de novo.',
};

export const docs = { pt, en };
