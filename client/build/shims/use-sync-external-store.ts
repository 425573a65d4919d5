// What `use-sync-external-store/shim` gives on React 18 and later: React's own hook. The package's shim, which
// @preact/signals-react imports, already hands back React.useSyncExternalStore when React has it, but the build
// still carried its fallback for React 16/17 and its CommonJS wrapper into every page's first script (decision 055).
export { useSyncExternalStore } from 'react';
