// The modules build/content-plugin.ts makes from the Markdown content, as the app imports them.
declare module 'virtual:osb-learn/*' {
  const learn: import('./types').LearnContent;
  export default learn;
}
declare module 'virtual:osb-blog/*' {
  const blog: import('./types').BlogContent;
  export default blog;
}
declare module 'virtual:osb-search/*' {
  /** A MiniSearch index (search-options.ts), serialised. */
  const index: string;
  export default index;
}
declare module 'virtual:osb-pages/*' {
  /** Each page's Portuguese path to the loader of its body (a chunk per page). */
  const pages: Readonly<Record<string, () => Promise<{ default: import('./types').PageBody }>>>;
  export default pages;
}
