// Early requests for the first page load of a signed-in person. Without them the account and the page's data are
// asked for only after index.js has downloaded and run (and the page has rendered, for the data): two round trips
// after the scripts. This plugin writes into index.html a small inline script that, when a session token is
// stored, starts those requests right away for the path being opened; the app's API client then takes them
// instead of asking again (src/lib/api/early-responses.ts). The requests are listed per path in vite.config.ts,
// typed against openapi.yaml's operations; their bodies must be what the app itself sends.
import type { Plugin } from 'vite';
import type { paths } from '../../contracts/api/schema';
import { DEFAULT_API_BASE } from '../src/lib/api/default-base.ts';
import { canonicalBody } from '../src/lib/api/early-responses.ts';
import { PICK_FOR_PATH } from './route-preload.ts';

type JsonBody<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } }
  ? B
  : never;

/**
 * One POST operation of openapi.yaml, its path parameters ("{product}" → "app") and the JSON body the app sends
 * it with (none for body-less calls).
 */
export type EarlyRequest = { [P in keyof paths]: { path: P; params?: Record<string, string>; body?: JsonBody<P> } }[keyof paths];

/** The operation's path with its parameters filled in. */
export function requestPath(request: EarlyRequest): string {
  return request.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`early-requests: ${request.path} needs a value for {${name}}`);
    return encodeURIComponent(value);
  });
}

export interface EarlyRoute {
  /** An exact path ("/discover") or a prefix ending in "/*" ("/pay/*"); the exact path wins, else the longest prefix. */
  path: string;
  requests: readonly EarlyRequest[];
}

/** path → [operation path, canonical JSON body or ""] */
export function earlyMap(routes: readonly EarlyRoute[]): Record<string, [string, string][]> {
  return Object.fromEntries(
    routes.map((route) => [
      route.path,
      route.requests.map((r): [string, string] => [requestPath(r), r.body === undefined ? '' : canonicalBody(JSON.stringify(r.body))]),
    ]),
  );
}

/**
 * The inline script. Keys are early-responses.ts's earlyKey (operation, body, token); headers are those the app
 * sends (auth middleware, openapi-fetch's JSON content type) so the browser's CORS check is the same one.
 */
export function earlyScript(map: Record<string, [string, string][]>, apiBase: string): string {
  return `(function(m,p,a){try{var t=JSON.parse(localStorage.getItem('token')||'null');if(typeof t!=='string'||!t)return;${PICK_FOR_PATH}if(!f.length)return;var e=window.__osbEarly={};f.forEach(function(q){var h={Authorization:'Bearer '+t};if(q[1])h['Content-Type']='application/json';e[q[0]+'\\n'+q[1]+'\\n'+t]=fetch(a+q[0],{method:'POST',headers:h,body:q[1]||undefined})})}catch(x){}})(${JSON.stringify(map)},location.pathname,${JSON.stringify(apiBase)})`;
}

export function earlyRequests(routes: readonly EarlyRoute[]): Plugin {
  let apiBase = DEFAULT_API_BASE;
  return {
    name: 'osb:early-requests',
    apply: 'build',
    configResolved(config) {
      apiBase = (config.env.VITE_API_BASE as string | undefined) ?? DEFAULT_API_BASE;
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [{ tag: 'script', children: earlyScript(earlyMap(routes), apiBase), injectTo: 'head-prepend' }];
      },
    },
  };
}
