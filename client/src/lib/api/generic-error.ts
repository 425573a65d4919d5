// The spec's words for any failure with nothing better to say (section 8), on its own so the catalogues that quote
// it do not pull the error machinery into every page.
export const GENERIC_ERROR = 'Something went wrong';
