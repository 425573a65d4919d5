// Messages of the safe-action pieces of the social pages, in English and Portuguese: asking before a composed post
// is discarded, the tags a post will carry, and a tag or profile address that names nothing. Kept apart from the
// social catalogue, which /discover loads first, since only the composer's and the tag and profile pages' chunks
// show them.
const en = {
  tagsPreview: 'Posted with {tags}',
  tagMissing: 'That is not a tag: tags use only the letters a to z, digits and underscores.',
  backToDiscover: 'Back to Discover',
  discardTitle: 'Discard this post?',
  discardBody: 'What you added so far will be lost.',
  discard: 'Discard',
  keepEditing: 'Keep editing',
};

const pt: Record<keyof typeof en, string> = {
  tagsPreview: 'Publicada com {tags}',
  tagMissing: 'Isso não é uma tag: tags usam apenas letras de a a z, dígitos e sublinhados.',
  backToDiscover: 'Voltar ao Descobrir',
  discardTitle: 'Descartar esta publicação?',
  discardBody: 'O que você adicionou até agora será perdido.',
  discard: 'Descartar',
  keepEditing: 'Continuar editando',
};

export const socialCompose = { pt, en };
