// The API base when VITE_API_BASE is not set: the mock server of `npm start`. Shared by the app (client.ts) and
// the build's early requests (build/early-requests.ts), which must reach the same server.
export const DEFAULT_API_BASE = 'http://localhost:4000/v1';
